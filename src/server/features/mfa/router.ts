import { z } from 'zod';
import { MfaDisableInput, MfaPolicyInput, MfaVerifyInput } from '@/shared/mfa/mfa';
import { accountProcedure, permissionProcedure, router } from '@/server/trpc/init';
import { getMfaPolicy, setMfaPolicy } from './policy';
import { disableMfa, generateMfaSetup, getMfaStatus, verifyMfaSetup } from './service';

export const mfaRouter = router({
  getStatus: accountProcedure.query(({ ctx }) => getMfaStatus(ctx)),
  // No payload (spec 02 §7): anything sent is refused, so a stray call cannot restart a set-up.
  generateSetup: accountProcedure.input(z.void()).mutation(({ ctx }) => generateMfaSetup(ctx)),
  verify: accountProcedure
    .input(MfaVerifyInput)
    .mutation(({ ctx, input }) => verifyMfaSetup(ctx, input.token)),
  disable: accountProcedure
    .input(MfaDisableInput)
    .mutation(({ ctx, input }) => disableMfa(ctx, input.password)),
  getPolicy: accountProcedure.query(({ ctx }) => getMfaPolicy(ctx)),
  setPolicy: permissionProcedure('settings:manage')
    .input(MfaPolicyInput)
    .mutation(({ ctx, input }) => setMfaPolicy(ctx, input.mfaRequired)),
});

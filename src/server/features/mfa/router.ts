import { z } from 'zod';
import { MfaDisableInput, MfaPolicyInput, MfaVerifyInput } from '@/shared/mfa/mfa';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { getMfaPolicy, setMfaPolicy } from './policy';
import { disableMfa, generateMfaSetup, getMfaStatus, verifyMfaSetup } from './service';

export const mfaRouter = router({
  getStatus: protectedProcedure.meta({ requires: 'session' }).query(({ ctx }) => getMfaStatus(ctx)),
  // No payload (spec 02 §7): anything sent is refused, so a stray call cannot restart a set-up.
  generateSetup: protectedProcedure
    .meta({ requires: 'session' })
    .input(z.void())
    .mutation(({ ctx }) => generateMfaSetup(ctx)),
  verify: protectedProcedure
    .meta({ requires: 'session' })
    .input(MfaVerifyInput)
    .mutation(({ ctx, input }) => verifyMfaSetup(ctx, input.token)),
  disable: protectedProcedure
    .meta({ requires: 'session' })
    .input(MfaDisableInput)
    .mutation(({ ctx, input }) => disableMfa(ctx, input.password)),
  getPolicy: protectedProcedure.meta({ requires: 'session' }).query(({ ctx }) => getMfaPolicy(ctx)),
  setPolicy: permissionProcedure('settings:manage')
    .input(MfaPolicyInput)
    .mutation(({ ctx, input }) => setMfaPolicy(ctx, input.mfaRequired)),
});

import { z } from 'zod';
import { AccountPreferencesInput, ChangeOwnPasswordInput } from '@/shared/account/account';
import { protectedProcedure, router, accountProcedure } from '@/server/trpc/init';
import {
  changeOwnPassword,
  deactivateOwnAccount,
  getAccountPreferences,
  resetAccountPreferences,
  saveAccountPreferences,
} from './service';

/** The signed-in user's own account (/account-settings); every change is audited. */
export const accountRouter = router({
  getPreferences: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getAccountPreferences(ctx)),
  savePreferences: protectedProcedure
    .meta({ requires: 'session' })
    .input(AccountPreferencesInput)
    .mutation(({ ctx, input }) => saveAccountPreferences(ctx, input)),
  // No payload: the confirmation happens in the browser; anything sent is refused.
  resetSettings: protectedProcedure
    .meta({ requires: 'session' })
    .input(z.void())
    .mutation(({ ctx }) => resetAccountPreferences(ctx)),
  changePassword: accountProcedure
    .input(ChangeOwnPasswordInput)
    .mutation(({ ctx, input }) => changeOwnPassword(ctx, input)),
  deactivate: protectedProcedure
    .meta({ requires: 'session' })
    .input(z.void())
    .mutation(({ ctx }) => deactivateOwnAccount(ctx)),
});

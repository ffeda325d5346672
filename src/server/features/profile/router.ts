import { SaveProfileInput } from '@/shared/profile/index';
import { protectedProcedure, router } from '@/server/trpc/init';
import { getUserSettings, saveUserSettings } from '../settings/user-settings';

export const profileRouter = router({
  /** The signed-in user's personal info; e-mail and role are shown but managed by administrators. */
  get: protectedProcedure.meta({ requires: 'session' }).query(async ({ ctx }) => ({
    email: ctx.user.email,
    role: ctx.user.role,
    name: ctx.user.name,
    profile: await getUserSettings(ctx.db, ctx.user.id, 'profile'),
  })),
  save: protectedProcedure
    .meta({ requires: 'session' })
    .input(SaveProfileInput)
    .mutation(({ ctx, input }) => saveUserSettings(ctx.db, ctx, 'profile', input)),
});

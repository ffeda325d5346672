import { widgetVisibilitySchema } from '../../../shared/user-settings';
import { protectedProcedure, router } from '../../trpc/init';
import { getUserSettings, saveUserSettings } from './user-settings';

/** Dashboard widget visibility of the signed-in user (Admin Settings > Widgets; the dashboard reads it). */
const widgetsRouter = router({
  get: protectedProcedure.query(({ ctx }) => getUserSettings(ctx.db, ctx.user.id, 'widgets')),
  save: protectedProcedure
    .input(widgetVisibilitySchema)
    .mutation(({ ctx, input }) => saveUserSettings(ctx.db, ctx, 'widgets', input)),
});

export const settingsRouter = router({
  widgets: widgetsRouter,
});

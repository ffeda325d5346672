import { SessionSettingsInput, TerminateSessionInput } from '../../../shared/sessions/index';
import { permissionProcedure, protectedProcedure, router } from '../../trpc/init';
import { getTenantSetting, saveTenantSetting } from '../settings/tenant-settings';
import { listSessions, terminateSession } from './service';

export const sessionsRouter = router({
  list: protectedProcedure.query(({ ctx }) =>
    listSessions({ ...ctx, sessionId: ctx.session?.id ?? null }),
  ),
  terminate: protectedProcedure
    .input(TerminateSessionInput)
    .mutation(({ ctx, input }) =>
      terminateSession({ ...ctx, sessionId: ctx.session?.id ?? null }, input.id),
    ),
  getSettings: protectedProcedure.query(({ ctx }) =>
    getTenantSetting(ctx.db, ctx.tenantId, 'sessions'),
  ),
  saveSettings: permissionProcedure('settings:manage')
    .input(SessionSettingsInput)
    .mutation(({ ctx, input }) => saveTenantSetting(ctx.db, ctx, 'sessions', input)),
});

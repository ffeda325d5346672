import { SessionSettingsInput, TerminateSessionInput } from '@/shared/sessions/index';
import {
  permissionProcedure,
  protectedProcedure,
  router,
  accountProcedure,
} from '@/server/trpc/init';
import { getTenantSetting, saveTenantSetting } from '../settings/tenant-settings';
import { listSessions, terminateSession } from './service';

// Everyone sees and ends their own; sessions:manage widens both to the tenant (service.ts).
export const sessionsRouter = router({
  list: accountProcedure.query(({ ctx }) => listSessions(ctx, ctx.session?.id ?? null)),
  terminate: accountProcedure
    .input(TerminateSessionInput)
    .mutation(({ ctx, input }) => terminateSession(ctx, input.id, ctx.session?.id ?? null)),
  getSettings: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getTenantSetting(ctx.db, ctx.tenantId, 'sessions')),
  saveSettings: permissionProcedure('settings:manage')
    .input(SessionSettingsInput)
    .mutation(({ ctx, input }) => saveTenantSetting(ctx.db, ctx, 'sessions', input)),
});

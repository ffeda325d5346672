import { AuditListInput } from '@/shared/settings/audit-log';
import { permissionProcedure, router } from '@/server/trpc/init';
import { listAudit, listAuditFilterOptions } from './service';

const view = permissionProcedure('audit:view');

export const auditRouter = router({
  list: view
    .input(AuditListInput)
    .query(({ ctx, input }) => listAudit(ctx.db, ctx.tenantId, input)),
  filterOptions: view.query(({ ctx }) => listAuditFilterOptions(ctx.db, ctx.tenantId)),
});

import { z } from 'zod';
import {
  EscalationInput,
  EscalationStatusInput,
  MonitoringSettingsInput,
} from '@/shared/installers/schemas';
import { permissionProcedure, router } from '@/server/trpc/init';
import { EnhancedInstallersInput, listEnhancedInstallers } from './enhanced-installers';
import { createEscalation, setEscalationStatus } from './escalation-changes';
import { EscalationListInput, listEscalations } from './escalation-list';
import { getMonitoringOverview } from './overview';
import { listMonitoringReports } from './reports/report-catalogue';
import { confirmProposal, dismissProposal, listPendingProposals } from './proposals';
import { loadMonitoringSettings, saveMonitoringSettings } from './settings';

const view = permissionProcedure('installers:view');
const manage = permissionProcedure('monitoring:manage');
const IdInput = z.object({ id: z.string().uuid() });

// Reads for every role that may see installers; decisions for ADMIN and COORDINATOR (monitoring:manage).
export const monitoringRouter = router({
  overview: view.query(({ ctx }) => getMonitoringOverview(ctx)),
  enhancedInstallers: view
    .input(EnhancedInstallersInput.default({ search: '', page: 1, limit: 25 }))
    .query(({ ctx, input }) => listEnhancedInstallers(ctx, input)),
  proposals: router({
    list: view.query(({ ctx }) => listPendingProposals(ctx)),
    confirm: manage.input(IdInput).mutation(({ ctx, input }) => confirmProposal(ctx, input.id)),
    dismiss: manage.input(IdInput).mutation(({ ctx, input }) => dismissProposal(ctx, input.id)),
  }),
  escalations: router({
    list: view
      .input(EscalationListInput.default({ filter: 'all', page: 1, limit: 50 }))
      .query(({ ctx, input }) => listEscalations(ctx, input)),
    create: manage
      .input(EscalationInput)
      .mutation(({ ctx, input }) => createEscalation(ctx, input)),
    setStatus: manage
      .input(EscalationStatusInput)
      .mutation(({ ctx, input }) => setEscalationStatus(ctx, input)),
  }),
  reports: view.query(() => listMonitoringReports()),
  settings: router({
    get: view.query(({ ctx }) => loadMonitoringSettings(ctx.db, ctx.tenantId)),
    save: manage
      .input(MonitoringSettingsInput)
      .mutation(({ ctx, input }) => saveMonitoringSettings(ctx, input)),
  }),
});

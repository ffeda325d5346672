import {
  generateReportSchema,
  listReportsSchema,
  reportIdSchema,
  reportOverviewSchema,
  toggleScheduleSchema,
  updateScheduleSchema,
} from '@/shared/reports/schemas';
import { permissionProcedure, router } from '@/server/trpc/init';
import { startReportInBackground } from './generate-report';
import { requirePresetAccess } from './quarterly-scheme-source';
import { passRateRows, passRateTotals } from './pass-rates';
import { periodRange } from '@/shared/reports/period';
import {
  createReport,
  deleteReport,
  getReport,
  listReports,
  presentReport,
  reportOverview,
} from './service';
import { countEnabledSchedules, listSchedules, toggleSchedule, updateSchedule } from './schedules';

const view = permissionProcedure('reports:view_all');
const create = permissionProcedure('reports:create');

const schedulesRouter = router({
  list: view.query(({ ctx }) => listSchedules(ctx)),
  update: create.input(updateScheduleSchema).mutation(async ({ ctx, input }) => {
    await requirePresetAccess(ctx, input.preset);
    return updateSchedule(ctx, input);
  }),
  toggle: create
    .input(toggleScheduleSchema)
    .mutation(({ ctx, input }) => toggleSchedule(ctx, input)),
});

export const reportsRouter = router({
  overview: view.input(reportOverviewSchema).query(async ({ ctx, input }) => ({
    ...(await reportOverview(ctx, input.period)),
    scheduled: await countEnabledSchedules(ctx),
  })),
  /** Pass rate by measure category over the period (Performance tab). */
  performance: view.input(reportOverviewSchema).query(async ({ ctx, input }) => {
    const { from, to } = periodRange(input.period, new Date());
    const rows = await passRateRows(
      ctx,
      { type: 'all', status: 'all', dateFrom: from, dateTo: to },
      'category',
    );
    // The totals row comes from the server too, so the page does no arithmetic of its own.
    return { from, to, rows, totals: passRateTotals(rows) };
  }),
  list: view.input(listReportsSchema).query(({ ctx, input }) => listReports(ctx, input)),
  get: view.input(reportIdSchema).query(({ ctx, input }) => getReport(ctx, input.id)),
  generate: create.input(generateReportSchema).mutation(async ({ ctx, input }) => {
    await requirePresetAccess(ctx, input.preset);
    const row = await createReport(ctx, input);
    startReportInBackground(ctx, row.id);
    return presentReport(row);
  }),
  delete: create
    .input(reportIdSchema)
    .mutation(({ ctx, input }) => deleteReport(ctx, input.id, ctx.services.storage)),
  schedules: schedulesRouter,
});

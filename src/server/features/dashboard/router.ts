import { dashboardPeriodSchema } from '@/shared/dashboard/schemas';
import { protectedProcedure, router } from '@/server/trpc/init';
import { getDashboardAnalytics, getDashboardPerformance } from './breakdowns';
import { getRecentActivity } from './recent-activity';
import { getDashboardSummary } from './summary';

// Any signed-in user; the figures are narrowed to the inspections they may see (inspections/scope.ts).
export const dashboardRouter = router({
  summary: protectedProcedure
    .meta({ requires: 'session' })
    .input(dashboardPeriodSchema)
    .query(({ ctx, input }) => getDashboardSummary(ctx, input.period)),
  performance: protectedProcedure
    .meta({ requires: 'session' })
    .input(dashboardPeriodSchema)
    .query(({ ctx, input }) => getDashboardPerformance(ctx, input.period)),
  analytics: protectedProcedure
    .meta({ requires: 'session' })
    .input(dashboardPeriodSchema)
    .query(({ ctx, input }) => getDashboardAnalytics(ctx, input.period)),
  recentActivity: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getRecentActivity(ctx)),
});

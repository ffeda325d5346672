import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/router';

type Outputs = inferRouterOutputs<AppRouter>['dashboard'];

export type DashboardSummary = Outputs['summary'];
export type Kpi = DashboardSummary['kpis']['performanceRate'];
export type TrendPoint = DashboardSummary['trend']['points'][number];
export type BreakdownRow = Outputs['performance']['byInspector'][number];

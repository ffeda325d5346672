import type { RouterOutputs } from '@/web/lib/trpc';

type Outputs = RouterOutputs['dashboard'];

export type DashboardSummary = Outputs['summary'];
export type Kpi = DashboardSummary['kpis']['performanceRate'];
export type TrendPoint = DashboardSummary['trend']['points'][number];
export type BreakdownRow = Outputs['performance']['byInspector'][number];

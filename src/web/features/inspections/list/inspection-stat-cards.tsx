import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { formatPassRate } from '../shared/stats-format';

export type InspectionStats = {
  total: number;
  pending: number;
  scheduled: number;
  completed: number;
  passRate: number | null;
};

/** Totals for the current search, so the cards always describe the rows below them. */
export function InspectionStatCards({ stats }: { stats: InspectionStats | undefined }) {
  return (
    <StatCardGrid
      heading="Inspection statistics"
      className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
    >
      <StatCard label="Total" value={stats?.total} />
      <StatCard label="Pending" value={stats?.pending} />
      <StatCard label="Scheduled" value={stats?.scheduled} />
      <StatCard label="Completed" value={stats?.completed} />
      <StatCard label="Pass rate" value={stats ? formatPassRate(stats.passRate) : undefined} />
    </StatCardGrid>
  );
}

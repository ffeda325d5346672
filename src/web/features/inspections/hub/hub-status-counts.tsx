import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { formatPassRate } from '../shared/stats-format';

export type HubStats = {
  total: number;
  pending: number;
  scheduled: number;
  completed: number;
  passed: number;
  failed: number;
  cancelled: number;
  passRate: number | null;
};

export function HubStatusCounts({ stats }: { stats: HubStats | undefined }) {
  return (
    <StatCardGrid
      heading="Inspections by status"
      isHeadingVisible
      className="grid-cols-2 sm:grid-cols-4"
    >
      <StatCard label="Total" value={stats?.total} />
      <StatCard label="Pending" value={stats?.pending} />
      <StatCard label="Scheduled" value={stats?.scheduled} />
      <StatCard label="Completed" value={stats?.completed} />
      <StatCard label="Passed" value={stats?.passed} />
      <StatCard label="Failed" value={stats?.failed} />
      <StatCard label="Cancelled" value={stats?.cancelled} />
      <StatCard label="Pass rate" value={stats ? formatPassRate(stats.passRate) : undefined} />
    </StatCardGrid>
  );
}

import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { formatPercent } from '../shared/figures-format';
import type { InstallerStats } from '../shared/installer-types';

/** Totals for the current search and filters, so the cards describe the rows below them. */
export function InstallerStatCards({ stats }: { stats: InstallerStats | undefined }) {
  return (
    <StatCardGrid
      heading="Installer statistics"
      className="grid-cols-2 sm:grid-cols-3 xl:grid-cols-6"
    >
      <StatCard label="Total" value={stats?.total} />
      <StatCard label="Active" value={stats?.active} />
      <StatCard label="High Risk" value={stats?.highRisk} />
      <StatCard label="Overdue" value={stats?.overdueInspections} />
      <StatCard label="Enhanced" value={stats?.enhancedMonitoring} />
      <StatCard
        label="Avg Compliance"
        value={stats ? formatPercent(stats.avgComplianceRate) : undefined}
      />
    </StatCardGrid>
  );
}

import { formatDate } from '@/shared/format';
import { formatCountShare, formatDays } from '../shared/figures-format';
import type { InspectionStats } from '../shared/installer-types';
import { DetailCard } from './detail-list';

export function InspectionStatsCard({ stats }: { stats: InspectionStats }) {
  return (
    <DetailCard
      id="inspection-stats-heading"
      title="Inspection statistics"
      items={[
        { label: 'Total inspections', value: stats.totalInspections },
        { label: 'Pending', value: stats.pendingCount },
        { label: 'Passed', value: formatCountShare(stats.passCount, stats.passPercentage) },
        { label: 'Failed', value: formatCountShare(stats.failCount, stats.failPercentage) },
        { label: 'Green', value: formatCountShare(stats.greenCount, stats.greenPercentage) },
        { label: 'Amber', value: formatCountShare(stats.amberCount, stats.amberPercentage) },
        { label: 'Red', value: formatCountShare(stats.redCount, stats.redPercentage) },
        {
          label: 'Resolved',
          value: formatCountShare(stats.resolvedCount, stats.resolvedPercentage),
        },
        { label: 'Last inspection', value: formatDate(stats.lastInspectionDate) },
        { label: 'Average resolution', value: formatDays(stats.averageResolutionDays) },
      ]}
    />
  );
}

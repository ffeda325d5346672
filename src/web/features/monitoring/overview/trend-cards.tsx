import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { formatDays, formatGrowth } from '../shared/monitoring-format';

type TrendCardsProps = {
  averageResolutionDays: number | null;
  monthlyGrowth: { thisMonth: number; lastMonth: number };
};

export function TrendCards({ averageResolutionDays, monthlyGrowth }: TrendCardsProps) {
  return (
    <StatCardGrid label="Escalation trends" className="sm:grid-cols-2">
      <StatCard
        label="Average Resolution"
        value={formatDays(averageResolutionDays)}
        hint="From opening to resolving an escalation"
      />
      <StatCard
        label="Monthly Growth"
        value={monthlyGrowth.thisMonth}
        hint={`Moved to Enhanced this month; ${formatGrowth(monthlyGrowth.thisMonth, monthlyGrowth.lastMonth)}`}
      />
    </StatCardGrid>
  );
}

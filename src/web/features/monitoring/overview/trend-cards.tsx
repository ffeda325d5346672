import { Card } from '../../../components/ui/card';
import { formatDays, formatGrowth } from '../shared/monitoring-format';

type TrendCardsProps = {
  averageResolutionDays: number | null;
  monthlyGrowth: { thisMonth: number; lastMonth: number };
};

export function TrendCards({ averageResolutionDays, monthlyGrowth }: TrendCardsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card className="p-4">
        <h3 className="text-sm font-medium text-slate-700">Average Resolution</h3>
        <p className="mt-2 text-2xl font-semibold text-slate-900">
          {formatDays(averageResolutionDays)}
        </p>
        <p className="mt-1 text-xs text-slate-600">From opening to resolving an escalation</p>
      </Card>
      <Card className="p-4">
        <h3 className="text-sm font-medium text-slate-700">Monthly Growth</h3>
        <p className="mt-2 text-2xl font-semibold text-slate-900">{monthlyGrowth.thisMonth}</p>
        <p className="mt-1 text-xs text-slate-600">
          Moved to Enhanced this month;{' '}
          {formatGrowth(monthlyGrowth.thisMonth, monthlyGrowth.lastMonth)}
        </p>
      </Card>
    </div>
  );
}

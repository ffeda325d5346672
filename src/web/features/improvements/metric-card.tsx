import { TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { CATEGORY_LABELS, TREND_LABELS } from '@/shared/improvements/catalogue';
import { Card } from '@/web/components/ui/card';
import { Progress } from '@/web/components/ui/progress';
import { cn } from '@/web/lib/cn';
import type { KeyMetric } from './types';

const withUnit = (value: number, unit: string) =>
  unit === '%' ? `${value}%` : unit ? `${value} ${unit}` : String(value);

const TREND_ICON = { improving: TrendingUp, declining: TrendingDown, stable: Minus };
const TREND_TONE = {
  improving: 'text-emerald-800',
  declining: 'text-red-700',
  stable: 'text-slate-600',
};

/** A key metric: current against target with the bar (current ÷ target), trend and change. */
export function MetricCard({
  metric,
  children,
}: {
  metric: KeyMetric;
  children?: React.ReactNode;
}) {
  const Icon = TREND_ICON[metric.trend];
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="metric-card">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{metric.name}</h3>
        <span className="text-xs text-slate-600">
          {CATEGORY_LABELS[metric.category]} ·{' '}
          {metric.source === 'computed' ? 'Measured' : 'Entered'}
        </span>
      </div>
      <p className="text-2xl font-semibold text-slate-900">
        {metric.current === null ? '–' : withUnit(metric.current, metric.unit)}
        <span className="ml-2 text-sm font-normal text-slate-600">
          target {withUnit(metric.target, metric.unit)}
        </span>
      </p>
      {metric.percent !== null ? (
        <Progress value={metric.percent} label={`${metric.name} against target`} />
      ) : (
        <p className="text-xs text-slate-600">No data in the last 30 days.</p>
      )}
      <p className={cn('flex items-center gap-1 text-sm', TREND_TONE[metric.trend])}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {TREND_LABELS[metric.trend]}
        {metric.change !== null && (
          <span className="text-slate-600">
            ({metric.change > 0 ? '+' : ''}
            {withUnit(metric.change, metric.unit)} vs previous)
          </span>
        )}
      </p>
      {children}
    </Card>
  );
}

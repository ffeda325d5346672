import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { buildRiskBuckets } from '../shared/monitoring-format';

const BAR_CLASSES = { high: 'bg-red-600', medium: 'bg-amber-500', low: 'bg-emerald-600' } as const;

type RiskDistributionProps = { distribution: { high: number; medium: number; low: number } };

/**
 * One bar per risk band. The count is printed beside each bar and every bar is
 * a labelled meter, so nothing depends on seeing its length or colour.
 */
export function RiskDistribution({ distribution }: RiskDistributionProps) {
  const buckets = buildRiskBuckets(distribution);
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-slate-900">Risk Distribution</h3>
      <p className="text-sm text-slate-600">All installers by current risk score</p>
      <ul className="mt-4 space-y-3">
        {buckets.map((bucket) => (
          <li key={bucket.key}>
            <div className="flex justify-between text-sm">
              <span id={`risk-${bucket.key}`} className="text-slate-800">
                {bucket.label}
              </span>
              <span className="font-semibold text-slate-900">
                {bucket.count} {bucket.count === 1 ? 'installer' : 'installers'}
              </span>
            </div>
            <div
              role="meter"
              aria-labelledby={`risk-${bucket.key}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bucket.share}
              aria-valuetext={`${bucket.count} installers, ${bucket.share}%`}
              className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={cn('h-full rounded-full', BAR_CLASSES[bucket.key])}
                style={{ width: `${bucket.share}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

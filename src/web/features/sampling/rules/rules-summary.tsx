import { formatDate, formatDateTime } from '@/shared/format';
import type { RouterOutputs } from '@/web/lib/trpc';
import { formatPercent } from '../plan/plan-labels';

export type RuleVersion = RouterOutputs['sampling']['rules']['list'][number];

const STAGE_LABELS = { post: 'Post-installation', mid: 'Mid-installation' } as const;

/** Who saved a version and when; the built-in defaults were saved by nobody. */
export function savedBy(v: Pick<RuleVersion, 'createdAt' | 'createdByName' | 'id'>): string {
  if (v.id === null) return 'Built-in defaults';
  return `Saved by ${v.createdByName ?? 'a former user'} on ${formatDateTime(v.createdAt)}`;
}

/** A version's rules as label/value pairs. */
export function RulesSummary({ rules }: { rules: RuleVersion }) {
  const facts = [
    ['Effective from', formatDate(rules.effectiveFrom)],
    ['Base rate', formatPercent(rules.baseRatePercent)],
    ['Minimum per installer and category', String(rules.minimumPerGroup)],
    ['Enhanced monitoring rate', formatPercent(rules.enhancedRatePercent)],
    [
      'Fail-rate bands',
      rules.failRateBands.length === 0
        ? 'None'
        : rules.failRateBands
            .map(
              (b) =>
                `${b.name}: above ${formatPercent(b.aboveFailRatePercent)} fails, ${formatPercent(b.ratePercent)}`,
            )
            .join('; '),
    ],
    [
      'Small installers',
      `Fewer than ${rules.smallInstallerThreshold} measures a quarter: ${formatPercent(rules.smallInstallerRatePercent)}`,
    ],
    ['Inspection stage', STAGE_LABELS[rules.inspectionStage]],
    [
      'First jobs',
      `An installer's first ${rules.firstJobsCount} measures weigh double in the draw`,
    ],
  ] as const;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,16rem)_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export { STAGE_LABELS };

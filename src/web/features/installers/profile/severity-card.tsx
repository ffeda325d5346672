import { formatFailRate, formatSeverity } from '../shared/figures-format';
import type { InstallerDetail } from '../shared/installer-types';
import { DetailCard, type DetailItem } from './detail-list';

type Period = InstallerDetail['riskPeriods'][number];

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** Fail rate and TrustMark severity score per period; the risk score is built on them. */
export function SeverityCard({ periods }: { periods: readonly Period[] }) {
  const items: DetailItem[] = periods.flatMap((p) => [
    {
      label: `Fail rate, ${lower(p.label)}`,
      value: formatFailRate(p.failRate, p.failed, p.measuresAudited),
    },
    {
      label: `Severity score, ${lower(p.label)}`,
      value: formatSeverity(p.severityScore, p),
    },
  ]);
  const year = periods.at(-1);
  if (year)
    items.push({
      // Late (submitted after the deadline) or overdue (nothing submitted by it): issue 30 point 9.
      label: `Late or overdue remediations, ${lower(year.label)}`,
      value: String(year.missedDeadlines),
    });
  return (
    <DetailCard id="severity-heading" title="Severity and fail rate" items={items}>
      <p className="mt-1 text-xs text-slate-600">
        Severity score: 100 × ((6 × Category 1 + 3 × Major + 1 × Minor) ÷ measures audited) ÷ 6.
      </p>
    </DetailCard>
  );
}

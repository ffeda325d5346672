import { formatDate } from '@/shared/format';
import { StatCard } from '@/web/components/stat-card';
import { Card } from '@/web/components/ui/card';
import type { PortalOverview } from '../api/use-portal-overview';

const percent = (rate: number | null) => (rate === null ? 'N/A' : `${rate}%`);

/** This quarter's pass and fail rates, the monitoring band and, if shared, the risk score. */
export function FiguresSection({ overview }: { overview: PortalOverview }) {
  const { quarter, band, risk } = overview;
  const period = `${formatDate(quarter.from)} to ${formatDate(quarter.to)}`;
  return (
    <section aria-labelledby="figures-title" className="space-y-3">
      <h2 id="figures-title" className="text-lg font-semibold text-slate-900">
        This quarter ({quarter.label})
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Pass rate"
          value={percent(quarter.passRate)}
          hint={`${quarter.passed} passed`}
        />
        <StatCard
          label="Fail rate"
          value={percent(quarter.failRate)}
          hint={`${quarter.failed} failed`}
        />
        <StatCard label="Results" value={String(quarter.results)} hint={period} />
        <StatCard
          label="Monitoring"
          value={band ? 'Enhanced' : 'Standard'}
          hint={band ? `Since ${formatDate(band.since)}` : 'No enhanced monitoring'}
        />
      </dl>
      <p className="text-xs text-slate-600">
        Rates are of the inspections with a result dated in this calendar quarter (completion date,
        else the visit date): passed or failed out of all results, including those needing a
        follow-up.
      </p>
      {risk && <RiskCard risk={risk} />}
    </section>
  );
}

function RiskCard({ risk }: { risk: NonNullable<PortalOverview['risk']> }) {
  return (
    <Card aria-labelledby="risk-title" role="region" className="p-4 md:p-6">
      <h2 id="risk-title" className="text-lg font-semibold text-slate-900">
        Risk score: {risk.score.toFixed(1)} out of 10 ({risk.band})
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The score weighs your last 12 months: the share of inspections failed and how serious the
        failed items were, with missed remediation deadlines adding to it. From 6 the scheme watches
        more closely; from 8 it is high.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
        <li>
          Fail rate: {percent(risk.failRate)} ({risk.failed} of {risk.measuresAudited} results)
        </li>
        <li>
          Failed items: {risk.cat1} Category 1, {risk.major} Major, {risk.minor} Minor (severity
          score {risk.severityScore ?? 'N/A'})
        </li>
        <li>Late or overdue remediations: {risk.missedDeadlines}</li>
        {risk.recentCat1 && (
          <li>A Category 1 failure in the last 90 days keeps the score at 8 or more.</li>
        )}
      </ul>
    </Card>
  );
}

import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import type { SamplingPlan } from './plan-csv';
import { formatPercent } from './plan-labels';

/** The quarter's overall figures and each funding scheme's, as sampling.plan totals them. */
export function PlanTotals({ plan }: { plan: SamplingPlan | undefined }) {
  const t = plan?.totals;
  return (
    <div className="space-y-4">
      <StatCardGrid heading="Quarter totals" className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label="Measures installed" value={t?.population} />
        <StatCard label="Required" value={t?.required} />
        <StatCard label="Achieved" value={t?.achieved} />
        <StatCard label="Outstanding" value={t?.outstanding} tone="danger" />
        <StatCard label="Fail rate" value={t && formatPercent(t.failRatePercent)} />
      </StatCardGrid>
      {plan && plan.schemes.length > 0 && <SchemeTotals schemes={plan.schemes} />}
    </div>
  );
}

function SchemeTotals({ schemes }: { schemes: SamplingPlan['schemes'] }) {
  return (
    <section
      aria-labelledby="plan-schemes"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="plan-schemes" className="text-base font-semibold text-slate-900">
        By funding scheme
      </h2>
      <p className="text-sm text-slate-600">
        Quotas are set per installer and category, so schemes show what was installed and inspected.
      </p>
      {/* Smaller type on a phone so the five columns fit; it still scrolls on its own (focusable,
          so a keyboard can scroll it) if a scheme's name is very long. */}
      <div
        role="region"
        aria-label="Totals by funding scheme, scrollable"
        tabIndex={0}
        className="mt-3 overflow-x-auto"
      >
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="sr-only">Totals by funding scheme</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium sm:pr-4">
                Scheme
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium sm:pr-4">
                Measures
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium sm:pr-4">
                Achieved
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium sm:pr-4">
                Failed
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Fail rate
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-900">
            {schemes.map((s) => (
              <tr key={s.schemeId}>
                <th scope="row" className="py-1 pr-2 font-medium sm:pr-4">
                  {s.schemeName}
                </th>
                <td className="py-1 pr-2 text-right sm:pr-4">{s.population}</td>
                <td className="py-1 pr-2 text-right sm:pr-4">{s.achieved}</td>
                <td className="py-1 pr-2 text-right sm:pr-4">{s.failed}</td>
                <td className="py-1 text-right">{formatPercent(s.failRatePercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

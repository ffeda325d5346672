import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { formatChange, formatDays, formatPercent } from '@/shared/dashboard/kpis';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import type { DashboardSummary, Kpi } from './dashboard-types';

type Direction = 'higher' | 'lower';

/**
 * Four cards to a row (xl) leave the change line about 200 px, where "+12.5% vs previous
 * period" may take two lines: the line keeps room for two there, so the row does not grow
 * (and push the page down) when the figures arrive. Its placeholder has the same height.
 */
const LINE_CLASS = 'mt-2 text-sm xl:min-h-10';

function ChangeLine({ kpi, better }: { kpi: Kpi; better: Direction }) {
  const text = formatChange(kpi.change);
  if (!text) return <p className={`${LINE_CLASS} text-slate-600`}>No figure to compare</p>;
  const value = kpi.change?.value ?? 0;
  const isGood = value === 0 ? null : value > 0 === (better === 'higher');
  const Icon = value === 0 ? Minus : value > 0 ? ArrowUpRight : ArrowDownRight;
  const tone = isGood === null ? 'text-slate-600' : isGood ? 'text-emerald-800' : 'text-red-700';
  return (
    <p className={`${LINE_CLASS} flex items-start gap-1 ${tone}`}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{text} vs previous period</span>
    </p>
  );
}

/** A card's frame and title; the figure and its change line once the summary is in. */
function KpiCard(props: { title: string; value?: string; kpi?: Kpi; better: Direction }) {
  return (
    <Card className="p-5">
      <h2 className="text-sm font-medium text-slate-600">{props.title}</h2>
      {props.kpi && props.value !== undefined ? (
        <>
          <p className="mt-1 text-3xl font-semibold text-slate-900">{props.value}</p>
          <ChangeLine kpi={props.kpi} better={props.better} />
        </>
      ) : (
        // Same height as the figure (text-3xl) and the change line (LINE_CLASS).
        <>
          <Skeleton className="mt-1 h-9 w-24" />
          <Skeleton className="mt-2 h-5 w-40 bg-slate-100 xl:h-10" />
        </>
      )}
    </Card>
  );
}

/**
 * The four KPI cards of spec 02, each with its change against the previous period. Without a
 * summary yet (it is loading) the cards show their titles and placeholders for the figures, so
 * the page's layout is there at once and does not move when the figures come in.
 */
export function KpiCards({ summary }: { summary?: DashboardSummary }) {
  const kpis = summary?.kpis;
  return (
    <section
      aria-label="Key performance indicators"
      aria-busy={kpis ? undefined : true}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4 [&>*]:min-w-0"
    >
      <KpiCard
        title="Performance Rate"
        value={kpis && formatPercent(kpis.performanceRate.value)}
        kpi={kpis?.performanceRate}
        better="higher"
      />
      <KpiCard
        title="Active Users"
        value={kpis && (kpis.activeUsers.value === null ? '—' : String(kpis.activeUsers.value))}
        kpi={kpis?.activeUsers}
        better="higher"
      />
      <KpiCard
        title="Avg. Response Time"
        value={kpis && formatDays(kpis.avgResponseDays.value)}
        kpi={kpis?.avgResponseDays}
        better="lower"
      />
      <KpiCard
        title="Resolution Rate"
        value={kpis && formatPercent(kpis.resolutionRate.value)}
        kpi={kpis?.resolutionRate}
        better="higher"
      />
    </section>
  );
}

import { CheckCircle2, ClipboardList, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPercent } from '@shared/dashboard/kpis';
import { Card } from '../../components/ui/card';
import type { DashboardSummary } from './dashboard-types';

const NUMBER = new Intl.NumberFormat('en-GB');

function Tile(props: { title: string; value: number; icon: ReactNode; note?: string }) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span aria-hidden="true" className="rounded-md bg-slate-100 p-2 text-slate-700">
        {props.icon}
      </span>
      <div>
        <h2 className="text-sm font-medium text-slate-600">{props.title}</h2>
        <p className="text-2xl font-semibold text-slate-900">{NUMBER.format(props.value)}</p>
        {props.note && <p className="text-sm text-slate-600">{props.note}</p>}
      </div>
    </Card>
  );
}

/** Total Verifications, Pending, Completed (with pass rate) and Failed for the period. */
export function CountTiles({ counts }: { counts: DashboardSummary['counts'] }) {
  return (
    <section
      aria-label="Inspection counts"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4 [&>*]:min-w-0"
    >
      <Tile
        title="Total Verifications"
        value={counts.total}
        icon={<ClipboardList className="h-5 w-5" />}
      />
      <Tile title="Pending" value={counts.pending} icon={<Clock className="h-5 w-5" />} />
      <Tile
        title="Completed"
        value={counts.completed}
        icon={<CheckCircle2 className="h-5 w-5" />}
        note={`Pass rate ${formatPercent(counts.passRate)}`}
      />
      <Tile title="Failed" value={counts.failed} icon={<XCircle className="h-5 w-5" />} />
    </section>
  );
}

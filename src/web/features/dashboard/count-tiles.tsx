import { CheckCircle2, ClipboardList, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPercent } from '@/shared/dashboard/kpis';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import type { DashboardSummary } from './dashboard-types';

const NUMBER = new Intl.NumberFormat('en-GB');

/** A tile's frame, icon and title; the figure (and note) once the counts are in. */
function Tile(props: {
  title: string;
  value?: number;
  icon: ReactNode;
  /** null: a note comes with the figure (a placeholder of its height meanwhile). */
  note?: string | null;
}) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span aria-hidden="true" className="rounded-md bg-slate-100 p-2 text-slate-700">
        {props.icon}
      </span>
      <div>
        <h2 className="text-sm font-medium text-slate-600">{props.title}</h2>
        {props.value === undefined ? (
          // Same height as the figure (text-2xl).
          <Skeleton className="my-1 h-6 w-16" />
        ) : (
          <p className="text-2xl font-semibold text-slate-900">{NUMBER.format(props.value)}</p>
        )}
        {props.note === null ? (
          <Skeleton className="my-0.5 h-4 w-28 bg-slate-100" />
        ) : (
          props.note && <p className="text-sm text-slate-600">{props.note}</p>
        )}
      </div>
    </Card>
  );
}

/**
 * Total Verifications, Pending, Completed (with pass rate) and Failed for the period; without
 * counts yet (loading) the tiles show their titles and placeholders.
 */
export function CountTiles({ counts }: { counts?: DashboardSummary['counts'] }) {
  return (
    <section
      aria-label="Inspection counts"
      aria-busy={counts ? undefined : true}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4 [&>*]:min-w-0"
    >
      <Tile
        title="Total Verifications"
        value={counts?.total}
        icon={<ClipboardList className="h-5 w-5" />}
      />
      {/* The period's share of pending, not the queue's total (docs/figures.md): said so on the tile. */}
      <Tile
        title="Pending"
        value={counts?.pending}
        icon={<Clock className="h-5 w-5" />}
        note={counts ? 'Registered in the period, still open' : null}
      />
      <Tile
        title="Completed"
        value={counts?.completed}
        icon={<CheckCircle2 className="h-5 w-5" />}
        note={counts ? `Pass rate ${formatPercent(counts.passRate)}` : null}
      />
      <Tile title="Failed" value={counts?.failed} icon={<XCircle className="h-5 w-5" />} />
    </section>
  );
}

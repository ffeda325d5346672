import { Link } from 'react-router';
import { CALENDAR_STATUS_LABELS } from '@/shared/schedule/catalogue';
import { buildInspectionPath } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { STATUS_CHIP } from './status-style';
import type { CalendarEntry } from './types';

export type EntryActions = {
  canManage: boolean;
  userId: string | null;
  onCancel: (entry: CalendarEntry) => void;
  onComplete: (entry: CalendarEntry) => void;
  onReschedule: (entry: CalendarEntry) => void;
};

/** Visits and inspections of a day, with what the user may do to a booked visit. */
export function EntryList({
  entries,
  emptyText,
  actions,
}: {
  entries: readonly CalendarEntry[];
  emptyText: string;
  actions?: EntryActions;
}) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="space-y-3">
      {entries.map((entry) => {
        const isOpenVisit = entry.kind === 'visit' && entry.visitStatus === 'scheduled';
        const canComplete =
          isOpenVisit && (actions?.canManage || entry.inspectorUserId === actions?.userId);
        return (
          <li key={entry.key} className="rounded-md border border-slate-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-slate-900">
                {entry.time ?? 'Any time'}
                {entry.durationMinutes ? ` · ${entry.durationMinutes} min` : ''}
                {entry.type ? ` · ${entry.type}` : ''}
              </p>
              <span
                className={cn(
                  'rounded-full border px-2 py-0.5 text-xs font-semibold',
                  STATUS_CHIP[entry.status],
                )}
              >
                {CALENDAR_STATUS_LABELS[entry.status]}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700">{entry.location}</p>
            <p className="text-sm text-slate-600">
              Inspector: {entry.inspectorName ?? 'Not assigned'}
              {entry.reference && entry.inspectionId && (
                <>
                  {' · '}
                  <Link
                    to={buildInspectionPath(entry.inspectionId)}
                    className="font-medium text-emerald-800 underline"
                  >
                    {entry.reference}
                  </Link>
                </>
              )}
            </p>
            {entry.notes && entry.kind === 'visit' && (
              <p className="mt-1 text-sm text-slate-600">Notes: {entry.notes}</p>
            )}
            {actions && isOpenVisit && (actions.canManage || canComplete) && (
              <div className="mt-2 flex flex-wrap gap-2">
                {canComplete && (
                  <Button size="sm" variant="secondary" onClick={() => actions.onComplete(entry)}>
                    Mark completed
                  </Button>
                )}
                {actions.canManage && (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => actions.onReschedule(entry)}
                    >
                      Reschedule
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => actions.onCancel(entry)}>
                      Cancel visit
                    </Button>
                  </>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { formatDate, formatDateTime } from '@/shared/format';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import type { HistoryEntry } from '../shared/inspection-types';

function describeChange(entry: HistoryEntry): string {
  const to = STATUS_LABELS[entry.toStatus];
  return entry.fromStatus ? `${STATUS_LABELS[entry.fromStatus]} → ${to}` : `Created as ${to}`;
}

export function StatusHistory({ history }: { history: readonly HistoryEntry[] }) {
  return (
    <section
      aria-labelledby="status-history-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="status-history-heading" className="text-lg font-semibold text-slate-900">
        Status history
      </h2>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No status changes recorded.</p>
      ) : (
        <ol className="mt-4 space-y-4 border-l-2 border-slate-200 pl-5">
          {history.map((entry) => (
            <li key={entry.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full border-2 border-white bg-emerald-700"
              />
              <p className="font-medium text-slate-900">{describeChange(entry)}</p>
              <p className="text-sm text-slate-600">
                {entry.changedByName ?? 'Unknown user'} ·{' '}
                <time dateTime={new Date(entry.changedAt).toISOString()}>
                  {formatDateTime(entry.changedAt)}
                </time>
              </p>
              {entry.completedDate && (
                <p className="text-sm text-slate-700">
                  Completion date: {formatDate(entry.completedDate)}
                </p>
              )}
              {entry.notes && (
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{entry.notes}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

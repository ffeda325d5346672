import { formatLongDay, weekDays } from '@/shared/schedule/calendar';
import { cn } from '@/web/lib/cn';
import { EntryList, type EntryActions } from './entry-list';
import type { CalendarEntry } from './types';

/**
 * The week as a day-by-day agenda, for phones: seven 50 px columns cannot
 * hold a visit's name and time, a list of days can. The grid stays the view
 * from the sm breakpoint up (schedule-page.tsx picks by CSS, not by script).
 */
export function WeekAgenda({
  date,
  today,
  entriesByDate,
  actions,
}: {
  date: string;
  today: string;
  entriesByDate: ReadonlyMap<string, CalendarEntry[]>;
  actions: EntryActions;
}) {
  return (
    <ol aria-label="Week agenda" className="space-y-3">
      {weekDays(date).map((day) => (
        <li
          key={day}
          className={cn(
            'rounded-lg border border-slate-200 bg-white p-3',
            day === today && 'border-emerald-600',
          )}
        >
          <h3 className="text-sm font-semibold text-slate-900">
            {formatLongDay(day)}
            {day === today && <span className="ml-2 text-xs text-emerald-800">Today</span>}
          </h3>
          <div className="mt-2">
            <EntryList
              entries={entriesByDate.get(day) ?? []}
              emptyText="Nothing booked."
              actions={actions}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

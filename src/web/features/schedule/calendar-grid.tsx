import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  WEEKDAY_LABELS,
  formatLongDay,
  monthGrid,
  weekDays,
  type CalendarView,
} from '@/shared/schedule/calendar';
import { cn } from '@/web/lib/cn';
import { dateForKey } from './calendar-keys';
import { STATUS_CHIP } from './status-style';
import type { CalendarEntry as Entry } from './types';

type CalendarGridProps = {
  view: CalendarView;
  date: string;
  today: string;
  entriesByDate: ReadonlyMap<string, Entry[]>;
  onSelect: (date: string) => void;
};

const MONTH_PREVIEW = 3;

function countLabel(n: number) {
  return n === 0 ? 'nothing booked' : n === 1 ? '1 entry' : `${n} entries`;
}

/**
 * The month or week as a date grid. One day is in the tab order (roving
 * tabindex); arrows, Home/End and Page Up/Down move it, as in the WAI-ARIA
 * date-picker pattern, and moving selects the day.
 */
export function CalendarGrid({ view, date, today, entriesByDate, onSelect }: CalendarGridProps) {
  const weeks = view === 'month' ? monthGrid(date) : [weekDays(date)];
  const month = date.slice(0, 7);
  const gridRef = useRef<HTMLDivElement>(null);
  const movedByKey = useRef(false);

  // After a key moves the day (maybe to another month), put focus on the new day's button.
  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
  }, [date, weeks.length]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = dateForKey(event.key, date);
    if (!next) return;
    event.preventDefault();
    movedByKey.current = true;
    onSelect(next);
  }

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={view === 'month' ? 'Month calendar' : 'Week calendar'}
      onKeyDown={onKeyDown}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white"
    >
      <div role="row" className="grid grid-cols-7 border-b border-slate-200 bg-slate-50">
        {WEEKDAY_LABELS.map((label) => (
          <div
            key={label}
            role="columnheader"
            className="px-2 py-2 text-center text-xs font-semibold text-slate-700 uppercase"
          >
            {label}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} role="row" className="grid grid-cols-7">
          {week.map((day) => (
            <DayCell
              key={day}
              day={day}
              view={view}
              today={today}
              entries={entriesByDate.get(day) ?? []}
              isSelected={day === date}
              isOutside={view === 'month' && day.slice(0, 7) !== month}
              onSelect={onSelect}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

type DayCellProps = {
  day: string;
  view: CalendarView;
  today: string;
  entries: readonly Entry[];
  isSelected: boolean;
  /** A day of the next or previous month, shown to fill the month's weeks. */
  isOutside: boolean;
  onSelect: (date: string) => void;
};

/** One day: its number and a preview of what is booked, as one button. */
function DayCell({ day, view, today, entries, isSelected, isOutside, onSelect }: DayCellProps) {
  const preview = view === 'month' ? entries.slice(0, MONTH_PREVIEW) : entries;
  return (
    <div
      role="gridcell"
      aria-selected={isSelected}
      className={cn(
        'border-r border-b border-slate-200 last:border-r-0',
        view === 'month' ? 'min-h-28' : 'min-h-64',
        isOutside && 'bg-slate-50',
      )}
    >
      <button
        type="button"
        data-date={day}
        tabIndex={isSelected ? 0 : -1}
        aria-label={`${formatLongDay(day)}, ${countLabel(entries.length)}`}
        aria-current={day === today ? 'date' : undefined}
        onClick={() => onSelect(day)}
        className={cn(
          'flex h-full w-full flex-col items-stretch gap-1 p-1.5 text-left',
          'focus-visible:-outline-offset-2',
          isSelected ? 'bg-emerald-50 ring-2 ring-emerald-700 ring-inset' : 'hover:bg-slate-50',
        )}
      >
        <span
          className={cn(
            'inline-flex h-6 w-6 items-center justify-center self-start rounded-full text-xs font-semibold',
            day === today
              ? 'bg-emerald-700 text-white'
              : isOutside
                ? 'text-slate-500'
                : 'text-slate-800',
          )}
        >
          {Number(day.slice(8, 10))}
        </span>
        {preview.map((entry) => (
          <span
            key={entry.key}
            aria-hidden="true"
            className={cn(
              'rounded border px-1 text-xs',
              view === 'month' ? 'truncate' : 'break-words',
              STATUS_CHIP[entry.status],
            )}
          >
            {entry.time ?? 'Any time'} {entry.reference ?? entry.location}
            {/* The week has room for who and where. */}
            {view === 'week' && (
              <span className="block text-[11px] opacity-90">
                {entry.inspectorName ?? 'No inspector'} · {entry.location}
              </span>
            )}
          </span>
        ))}
        {entries.length > preview.length && (
          <span aria-hidden="true" className="text-xs text-slate-600">
            +{entries.length - preview.length} more
          </span>
        )}
      </button>
    </div>
  );
}

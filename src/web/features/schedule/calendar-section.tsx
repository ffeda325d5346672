import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  formatMonthTitle,
  formatWeekTitle,
  shiftView,
  type CalendarView,
} from '@/shared/schedule/calendar';
import { Button } from '@/web/components/ui/button';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { describeError } from '@/web/lib/describe-error';
import type { useScheduleCalendar } from './api/use-schedule-queries';
import { CalendarGrid } from './calendar-grid';
import type { EntryActions } from './entry-list';
import { StatusLegend } from './status-legend';
import type { CalendarEntry } from './types';
import { WeekAgenda } from './week-agenda';

type CalendarSectionProps = {
  view: CalendarView;
  date: string;
  today: string;
  calendar: ReturnType<typeof useScheduleCalendar>;
  entriesByDate: ReadonlyMap<string, CalendarEntry[]>;
  actions: EntryActions;
  onSelect: (date: string) => void;
  onView: (view: CalendarView) => void;
};

/** The month or week: its navigation, the legend, and the grid (a day agenda on phones). */
export function CalendarSection(props: CalendarSectionProps) {
  const { view, date, today, calendar, entriesByDate, actions, onSelect } = props;
  return (
    <section aria-labelledby="calendar-title" className="space-y-4">
      <CalendarToolbar {...props} />
      <StatusLegend />
      {calendar.isPending ? (
        <TableSkeleton label="Loading the calendar" />
      ) : calendar.isError ? (
        <ErrorState
          title="Could not load the calendar"
          message={describeError(calendar.error).message}
          onRetry={() => void calendar.refetch()}
        />
      ) : (
        <div aria-busy={calendar.isPlaceholderData || undefined}>
          {/* Phones read the week as a day agenda; the grid from sm up (issue 28). */}
          {view === 'week' && (
            <div className="sm:hidden">
              <WeekAgenda
                date={date}
                today={today}
                entriesByDate={entriesByDate}
                actions={actions}
              />
            </div>
          )}
          <div className={view === 'week' ? 'hidden sm:block' : undefined}>
            <CalendarGrid
              view={view}
              date={date}
              today={today}
              entriesByDate={entriesByDate}
              onSelect={onSelect}
            />
          </div>
        </div>
      )}
      <p className="text-sm text-slate-600">
        Use the arrow keys to move between days, Home and End for the week’s ends, Page Up and Page
        Down for months.
      </p>
    </section>
  );
}

/** Previous, title, next and Today; then Month or Week. */
function CalendarToolbar({ view, date, today, onSelect, onView }: CalendarSectionProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={view === 'month' ? 'Previous month' : 'Previous week'}
          onClick={() => onSelect(shiftView(view, date, -1))}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </Button>
        <h2
          id="calendar-title"
          aria-live="polite"
          className="min-w-48 text-center text-lg font-semibold text-slate-900"
        >
          {view === 'month' ? formatMonthTitle(date) : formatWeekTitle(date)}
        </h2>
        <Button
          variant="secondary"
          size="icon"
          aria-label={view === 'month' ? 'Next month' : 'Next week'}
          onClick={() => onSelect(shiftView(view, date, 1))}
        >
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button variant="ghost" onClick={() => onSelect(today)}>
          Today
        </Button>
      </div>
      <div role="group" aria-label="Calendar view" className="flex gap-1">
        {(['month', 'week'] as const).map((option) => (
          <Button
            key={option}
            variant={view === option ? 'primary' : 'secondary'}
            aria-pressed={view === option}
            onClick={() => onView(option)}
          >
            {option === 'month' ? 'Month' : 'Week'}
          </Button>
        ))}
      </div>
    </div>
  );
}

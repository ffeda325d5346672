import { formatLongDay } from '@/shared/schedule/calendar';
import { Card } from '@/web/components/ui/card';
import { describeError } from '@/web/lib/describe-error';
import { useTodaySchedule } from './api/use-schedule-queries';
import { EntryList, type EntryActions } from './entry-list';
import { TodayEntries } from './today-entries';
import type { CalendarEntry } from './types';

type DaySidePanelsProps = {
  date: string;
  today: string;
  entriesByDate: ReadonlyMap<string, CalendarEntry[]>;
  actions: EntryActions;
};

/** The chosen day's entries and Today's Schedule, beside the calendar. */
export function DaySidePanels({ date, today, entriesByDate, actions }: DaySidePanelsProps) {
  const todayList = useTodaySchedule();
  return (
    <div className="space-y-6">
      {/* On today the day panel and Today's Schedule would repeat each other: one card then. */}
      {date !== today && (
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">{formatLongDay(date)}</h2>
          <div className="mt-3">
            <EntryList
              entries={entriesByDate.get(date) ?? []}
              emptyText="Nothing booked on this day."
              actions={actions}
            />
          </div>
        </Card>
      )}
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Today&apos;s Schedule</h2>
        <p className="text-sm text-slate-600">{formatLongDay(today)}</p>
        <div className="mt-3">
          {todayList.isPending ? (
            <p className="text-sm text-slate-600">Loading…</p>
          ) : todayList.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {describeError(todayList.error).message}
            </p>
          ) : (
            <TodayEntries entries={todayList.data.entries} actions={actions} />
          )}
        </div>
      </Card>
    </div>
  );
}

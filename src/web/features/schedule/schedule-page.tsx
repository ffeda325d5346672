import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { todayInLondon } from '@/shared/format';
import {
  formatLongDay,
  formatMonthTitle,
  formatWeekTitle,
  shiftView,
  visibleRange,
} from '@/shared/schedule/calendar';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog, DialogTrigger } from '@/web/components/ui/dialog';
import { useTRPC } from '@/web/lib/trpc';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { BookVisitDialogContent } from './book-visit-dialog';
import { CalendarGrid } from './calendar-grid';
import { TodayEntries } from './today-entries';
import { WeekAgenda } from './week-agenda';
import { EntryList } from './entry-list';
import { RescheduleDialog } from './reschedule-dialog';
import { ScheduleStatCards } from './schedule-stat-cards';
import { SCHEDULE_DEFAULTS, focusedDate, parseScheduleParams } from './schedule-params';
import { StatusLegend } from './status-legend';
import type { CalendarEntry } from './types';
import { useVisitActions } from './use-visit-actions';
import { describeError } from '@/web/lib/describe-error';

export function SchedulePage() {
  const trpc = useTRPC();
  const { can, userId } = usePermissions();
  const canManage = can('schedule:manage');
  const [params, setParams] = useSearchParamsState(parseScheduleParams, SCHEDULE_DEFAULTS);
  const today = todayInLondon();
  const date = focusedDate(params);
  const range = visibleRange(params.view, date);
  const [isBooking, setIsBooking] = useState(false);
  const [toCancel, setToCancel] = useState<CalendarEntry | null>(null);
  const [toMove, setToMove] = useState<CalendarEntry | null>(null);
  const { cancel, complete } = useVisitActions();

  const stats = useQuery(trpc.schedule.stats.queryOptions());
  const todayList = useQuery(trpc.schedule.today.queryOptions());
  const calendar = useQuery(
    trpc.schedule.calendar.queryOptions(range, { placeholderData: keepPreviousData }),
  );
  const entriesByDate = useMemo(() => {
    const map = new Map<string, CalendarEntry[]>();
    for (const entry of calendar.data ?? [])
      map.set(entry.date, [...(map.get(entry.date) ?? []), entry]);
    return map;
  }, [calendar.data]);

  const selectDay = (day: string) =>
    setParams({ date: day === today ? '' : day }, { replace: true });
  const actions = {
    canManage,
    userId,
    onCancel: setToCancel,
    onComplete: (entry: CalendarEntry) => entry.visitId && complete.mutate({ id: entry.visitId }),
    onReschedule: setToMove,
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold text-slate-900">Schedule Inspections</h1>
        {canManage && (
          <Dialog open={isBooking} onOpenChange={setIsBooking}>
            <DialogTrigger asChild>
              <Button>
                <Plus aria-hidden="true" className="h-4 w-4" />
                Schedule New Inspection
              </Button>
            </DialogTrigger>
            {isBooking && (
              <BookVisitDialogContent
                initialDate={date}
                onDone={(booked) => {
                  setIsBooking(false);
                  selectDay(booked);
                }}
              />
            )}
          </Dialog>
        )}
      </div>
      <ScheduleStatCards stats={stats.data} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="calendar-title" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="icon"
                aria-label={params.view === 'month' ? 'Previous month' : 'Previous week'}
                onClick={() => selectDay(shiftView(params.view, date, -1))}
              >
                <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              </Button>
              <h2
                id="calendar-title"
                aria-live="polite"
                className="min-w-48 text-center text-lg font-semibold text-slate-900"
              >
                {params.view === 'month' ? formatMonthTitle(date) : formatWeekTitle(date)}
              </h2>
              <Button
                variant="secondary"
                size="icon"
                aria-label={params.view === 'month' ? 'Next month' : 'Next week'}
                onClick={() => selectDay(shiftView(params.view, date, 1))}
              >
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </Button>
              <Button variant="ghost" onClick={() => selectDay(today)}>
                Today
              </Button>
            </div>
            <div role="group" aria-label="Calendar view" className="flex gap-1">
              {(['month', 'week'] as const).map((view) => (
                <Button
                  key={view}
                  variant={params.view === view ? 'primary' : 'secondary'}
                  aria-pressed={params.view === view}
                  onClick={() => setParams({ view })}
                >
                  {view === 'month' ? 'Month' : 'Week'}
                </Button>
              ))}
            </div>
          </div>
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
              {params.view === 'week' && (
                <div className="sm:hidden">
                  <WeekAgenda
                    date={date}
                    today={today}
                    entriesByDate={entriesByDate}
                    actions={actions}
                  />
                </div>
              )}
              <div className={params.view === 'week' ? 'hidden sm:block' : undefined}>
                <CalendarGrid
                  view={params.view}
                  date={date}
                  today={today}
                  entriesByDate={entriesByDate}
                  onSelect={selectDay}
                />
              </div>
            </div>
          )}
          <p className="text-sm text-slate-600">
            Use the arrow keys to move between days, Home and End for the week’s ends, Page Up and
            Page Down for months.
          </p>
        </section>
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
      </div>
      <RescheduleDialog entry={toMove} onClose={() => setToMove(null)} />
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => !open && setToCancel(null)}
        title="Cancel this visit?"
        description={
          toCancel
            ? `The ${toCancel.time ?? ''} visit at ${toCancel.location} will be cancelled and the inspector told.`
            : ''
        }
        confirmLabel="Cancel visit"
        isPending={cancel.isPending}
        onConfirm={() => {
          if (toCancel?.visitId) cancel.mutate({ id: toCancel.visitId, reason: '' });
          setToCancel(null);
        }}
      />
    </div>
  );
}

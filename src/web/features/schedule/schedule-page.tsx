import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { todayInLondon } from '@/shared/format';
import { visibleRange } from '@/shared/schedule/calendar';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog, DialogTrigger } from '@/web/components/ui/dialog';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { useScheduleCalendar, useScheduleStats } from './api/use-schedule-queries';
import { useVisitActions } from './api/use-visit-actions';
import { BookVisitDialogContent } from './book-visit-dialog';
import { CalendarSection } from './calendar-section';
import { DaySidePanels } from './day-side-panels';
import { RescheduleDialog } from './reschedule-dialog';
import { ScheduleStatCards } from './schedule-stat-cards';
import { SCHEDULE_DEFAULTS, focusedDate, parseScheduleParams } from './schedule-params';
import type { CalendarEntry } from './types';

export function SchedulePage() {
  const { can, userId } = usePermissions();
  const canManage = can('schedule:manage');
  const [params, setParams] = useSearchParamsState(parseScheduleParams, SCHEDULE_DEFAULTS);
  const today = todayInLondon();
  const date = focusedDate(params);
  const [toCancel, setToCancel] = useState<CalendarEntry | null>(null);
  const [toMove, setToMove] = useState<CalendarEntry | null>(null);
  const { cancel, complete } = useVisitActions();

  const stats = useScheduleStats();
  const calendar = useScheduleCalendar(visibleRange(params.view, date));
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
        {canManage && <BookVisitButton date={date} onBooked={selectDay} />}
      </div>
      <ScheduleStatCards stats={stats.data} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <CalendarSection
          view={params.view}
          date={date}
          today={today}
          calendar={calendar}
          entriesByDate={entriesByDate}
          actions={actions}
          onSelect={selectDay}
          onView={(view) => setParams({ view })}
        />
        <DaySidePanels date={date} today={today} entriesByDate={entriesByDate} actions={actions} />
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

/** 'Schedule New Inspection' and its dialog; a booking moves the calendar to the booked day. */
function BookVisitButton({ date, onBooked }: { date: string; onBooked: (day: string) => void }) {
  const [isBooking, setIsBooking] = useState(false);
  return (
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
            onBooked(booked);
          }}
        />
      )}
    </Dialog>
  );
}

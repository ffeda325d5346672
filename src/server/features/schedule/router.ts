import {
  BookVisitInput,
  CalendarInput,
  CancelVisitInput,
  RescheduleVisitInput,
  VisitIdInput,
} from '@/shared/schedule/schedule-inputs';
import { permissionProcedure, router } from '@/server/trpc/init';
import { bookVisit } from './book';
import { getCalendar, getScheduleStats, getToday, listInspectors } from './calendar';
import { cancelVisit, completeVisit, rescheduleVisit } from './change';

// What a caller sees is narrowed further by inspections:view_all in the service (visibility.ts).
export const scheduleRouter = router({
  calendar: permissionProcedure('schedule:view')
    .input(CalendarInput)
    .query(({ ctx, input }) => getCalendar(ctx, input)),
  today: permissionProcedure('schedule:view').query(({ ctx }) => getToday(ctx)),
  stats: permissionProcedure('schedule:view').query(({ ctx }) => getScheduleStats(ctx)),
  inspectors: permissionProcedure('schedule:manage').query(({ ctx }) => listInspectors(ctx)),
  book: permissionProcedure('schedule:manage')
    .input(BookVisitInput)
    .mutation(({ ctx, input }) => bookVisit(ctx, input)),
  reschedule: permissionProcedure('schedule:manage')
    .input(RescheduleVisitInput)
    .mutation(({ ctx, input }) => rescheduleVisit(ctx, input)),
  cancel: permissionProcedure('schedule:manage')
    .input(CancelVisitInput)
    .mutation(({ ctx, input }) => cancelVisit(ctx, input)),
  // An inspector may complete their own visit; the service checks that finer rule.
  complete: permissionProcedure('schedule:view')
    .input(VisitIdInput)
    .mutation(({ ctx, input }) => completeVisit(ctx, input)),
});

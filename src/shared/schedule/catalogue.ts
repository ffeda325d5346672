import { INSPECTION_TYPES } from '../inspections/options';

/** A booked visit's own life: booked, done, or called off (cancelled frees the slot). */
export const VISIT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** The register forms' inspection types (spec 01), each listed once. */
export const VISIT_TYPES = [...INSPECTION_TYPES] as [string, ...string[]];
export const DEFAULT_VISIT_TYPE = 'Third-Party C3';

/**
 * Legend statuses of the calendar (spec 02 "Sample inspection": scheduled,
 * pending, completed, cancelled). An open inspection with an inspector is
 * scheduled; one without is pending (waiting for someone to be booked).
 */
export const CALENDAR_STATUSES = ['scheduled', 'pending', 'completed', 'cancelled'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];
export const CALENDAR_STATUS_LABELS: Record<CalendarStatus, string> = {
  scheduled: 'Scheduled',
  pending: 'Pending (no inspector)',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Bookable start times: every half hour of the working day. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 21 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
export const DEFAULT_DURATION_MINUTES = 60;
export const DURATION = { min: 15, max: 480 } as const;
/** The longest range schedule.calendar answers (a six-week month grid fits). */
export const MAX_CALENDAR_DAYS = 62;

export const DOUBLE_BOOKING_MESSAGE = 'This inspector already has a visit at that time.';

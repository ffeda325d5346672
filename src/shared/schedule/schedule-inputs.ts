import { z } from 'zod';
import { todayInLondon } from '../format';
import { LONG_TEXT_MAX, TEXT_MAX, maxLengthMessage } from '../inspections/validation';
import { daysBetween, isIsoDate } from './calendar';
import { DEFAULT_DURATION_MINUTES, DURATION, MAX_CALENDAR_DAYS, VISIT_TYPES } from './catalogue';

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const requiredDate = z
  .string({ message: 'Date is required' })
  .trim()
  .min(1, 'Date is required')
  .refine(isIsoDate, 'Date format is invalid');

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today's visits must start later than now (UK time): a booking cannot be made in the past. */
function refuseStartInThePast(slot: { date: string; time: string }, ctx: z.RefinementCtx) {
  if (
    slot.date === todayInLondon() &&
    TIME.test(slot.time) &&
    slot.time <= londonClock.format(new Date())
  ) {
    ctx.addIssue({ code: 'custom', path: ['time'], message: 'Time cannot be in the past' });
  }
}

/** Spec 02 section 5: date, time and location must not be blank; the date is not in the past (UK day). */
const slotFields = {
  date: requiredDate.refine((d) => !isIsoDate(d) || d >= todayInLondon(), {
    message: 'Date cannot be in the past',
  }),
  time: z
    .string({ message: 'Time is required' })
    .trim()
    .min(1, 'Time is required')
    .regex(TIME, 'Time format is invalid'),
  inspectorId: z
    .string({ message: 'Inspector is required' })
    .trim()
    .min(1, 'Inspector is required'),
};

export const BookVisitInput = z
  .strictObject({
    ...slotFields,
    type: z.enum(VISIT_TYPES, { message: 'Type is required' }),
    location: z
      .string({ message: 'Location is required' })
      .trim()
      .min(1, 'Location is required')
      .max(TEXT_MAX, maxLengthMessage('Location', TEXT_MAX)),
    notes: z
      .string()
      .trim()
      .max(LONG_TEXT_MAX, maxLengthMessage('Notes', LONG_TEXT_MAX))
      .default(''),
    durationMinutes: z
      .number()
      .int()
      .min(DURATION.min, `Duration must be at least ${DURATION.min} minutes`)
      .max(DURATION.max, `Duration must be no more than ${DURATION.max} minutes`)
      .default(DEFAULT_DURATION_MINUTES),
    // Optional link to a registered inspection: '' from the form means none.
    inspectionId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional()),
  })
  .superRefine(refuseStartInThePast);
export type BookVisitInput = z.input<typeof BookVisitInput>;
export type BookVisitValues = z.output<typeof BookVisitInput>;

export const RescheduleVisitInput = z
  .strictObject({ id: z.uuid(), ...slotFields })
  .superRefine(refuseStartInThePast);
export type RescheduleVisitInput = z.input<typeof RescheduleVisitInput>;

export const VisitIdInput = z.strictObject({ id: z.uuid() });

export const CancelVisitInput = z.strictObject({
  id: z.uuid(),
  reason: z.string().trim().max(TEXT_MAX, maxLengthMessage('Reason', TEXT_MAX)).default(''),
});

export const CalendarInput = z
  .strictObject({ from: requiredDate, to: requiredDate })
  .refine((r) => !isIsoDate(r.from) || !isIsoDate(r.to) || r.from <= r.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  })
  .refine(
    (r) => !isIsoDate(r.from) || !isIsoDate(r.to) || daysBetween(r.from, r.to) < MAX_CALENDAR_DAYS,
    { message: `The range must be no more than ${MAX_CALENDAR_DAYS} days`, path: ['to'] },
  );
export type CalendarInput = z.input<typeof CalendarInput>;

import { z } from 'zod';
import { calendarDate } from '../dates';
import type { InspectionStatus } from './statuses';
import { TEXT_MAX } from './validation';

/**
 * The pending queue's own filters and its bulk assignment (issue 28 point 9,
 * docs/pending-queue.md). The spec's measure type and trigger filters stay in
 * PendingInspectionsInput (queries.ts), which adds these.
 */

/** One character finds nearly everything and cannot use the trigram index: search from two. */
export const PENDING_SEARCH_MIN = 2;
export const PENDING_SEARCH_MIN_MESSAGE = `Search must be at least ${PENDING_SEARCH_MIN} characters`;

/** The status filter offers the open statuses only: the queue never shows the others. */
export const PENDING_STATUS_FILTERS = [
  'PENDING',
  'IN_PROGRESS',
  'REQUIRES_FOLLOW_UP',
] as const satisfies readonly InspectionStatus[];

/** The inspector filter's value for inspections nobody is assigned to. */
export const UNASSIGNED_INSPECTOR = 'unassigned';

/** At most this many inspections are assigned in one call (five pages of the queue). */
export const BULK_ASSIGN_MAX = 100;
export const BULK_ASSIGN_MAX_MESSAGE = `Select no more than ${BULK_ASSIGN_MAX} inspections at a time`;
export const BULK_ASSIGN_MIN_MESSAGE = 'Select at least one inspection';
export const FROM_AFTER_TO_MESSAGE = "'Scheduled from' must be on or before 'Scheduled to'";

/** '' and null read as not set (an empty filter is omitted, spec 01 section 7). */
const omitEmpty = (value: unknown) =>
  value === '' || value === null ? undefined : typeof value === 'string' ? value.trim() : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(omitEmpty, schema.optional());

export const pendingQueueFilters = {
  // Trimmed first, so '  ' is no search rather than a too-short one.
  search: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : omitEmpty(value)),
    z
      .string()
      .min(PENDING_SEARCH_MIN, PENDING_SEARCH_MIN_MESSAGE)
      .max(TEXT_MAX, `Search must be no more than ${TEXT_MAX} characters`)
      .optional(),
  ),
  /** A staff user's id, or UNASSIGNED_INSPECTOR. */
  inspectorId: optional(z.string().max(100)),
  installerId: optional(z.string().uuid('Installer is invalid')),
  status: optional(z.enum(PENDING_STATUS_FILTERS)),
  /** The scheduled date, inclusive at both ends (unscheduled inspections drop out). */
  from: optional(calendarDate("'Scheduled from' must be a valid date")),
  to: optional(calendarDate("'Scheduled to' must be a valid date")),
};

/** A date range whose start is after its end matches nothing: say so instead. */
export function refineScheduledRange(input: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (input.from && input.to && input.from > input.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: FROM_AFTER_TO_MESSAGE });
  }
}

export const AssignInspectorInput = z
  .object({
    ids: z
      .array(z.string().uuid('Inspection is invalid'))
      .min(1, BULK_ASSIGN_MIN_MESSAGE)
      .max(BULK_ASSIGN_MAX, BULK_ASSIGN_MAX_MESSAGE)
      // The same row picked twice is one inspection.
      .transform((ids) => [...new Set(ids)]),
    inspectorId: z
      .string({ message: 'Choose an inspector from the list' })
      .trim()
      .min(1, 'Choose an inspector from the list')
      .max(100),
  })
  .strict();
export type AssignInspectorInput = z.input<typeof AssignInspectorInput>;

import { calendarDate, FUTURE_COMPLETION_MESSAGE, isAfterToday } from '../dates';
import { z } from 'zod';
import { MEASURE_CATEGORIES } from './measures';
import { MAX_PAGE_SIZE, PENDING_PAGE_SIZE, INSPECTION_TYPES, ONSITE_REMOTE } from './options';
import { pendingQueueFilters, refineScheduledRange } from './pending-queue';
import { INSPECTION_STATUSES, STATUSES_NEEDING_COMPLETION_DATE } from './statuses';
import { OptionalScheduledDate } from './scheduled-date';
import { SERVER_TRIGGERS } from './triggers';
import { LONG_TEXT_MAX, maxLengthMessage, TEXT_MAX } from './validation';
import { WIZARD_VARIANTS, WizardFormShape } from './wizard-form';

/** An empty filter is omitted (spec 01 section 7): '' reads as not set. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const isoDate = calendarDate('Date must be a valid date');
const page = z.number().int().min(1).default(1);
const limit = z
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_SIZE, `Limit must be no more than ${MAX_PAGE_SIZE}`)
  .default(PENDING_PAGE_SIZE);

/** The spec's page, limit, measure type and trigger, plus the queue's own filters (pending-queue.ts). */
export const PendingInspectionsInput = z
  .object({
    page,
    limit,
    measureType: optionalFilter(z.enum(MEASURE_CATEGORIES)),
    trigger: optionalFilter(z.enum(SERVER_TRIGGERS)),
    ...pendingQueueFilters,
  })
  .superRefine(refineScheduledRange);
export type PendingInspectionsInput = z.input<typeof PendingInspectionsInput>;

export const UpdateInspectionStatusInput = z
  .object({
    id: z.string().uuid(),
    status: z.enum(INSPECTION_STATUSES, { message: 'Status is required' }),
    completionNotes: z
      .string()
      .max(LONG_TEXT_MAX, maxLengthMessage('Completion notes', LONG_TEXT_MAX))
      .default(''),
    completedDate: optionalFilter(isoDate),
    // Optional: spec 01 section 7's client sends no version (issue 33 point 1); the pages
    // always send it and then a stale one is refused (docs/webhooks.md, "Status without a version").
    expectedVersion: z.number().int().min(1).optional(),
  })
  .superRefine((input, ctx) => {
    if (STATUSES_NEEDING_COMPLETION_DATE.includes(input.status) && !input.completedDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['completedDate'],
        message: 'Completion date is required',
      });
    }
    if (input.completedDate && isAfterToday(input.completedDate)) {
      ctx.addIssue({ code: 'custom', path: ['completedDate'], message: FUTURE_COMPLETION_MESSAGE });
    }
  });
export type UpdateInspectionStatusInput = z.input<typeof UpdateInspectionStatusInput>;

export const INSPECTION_LIST_TABS = ['all', 'pending', 'scheduled', 'completed'] as const;
export type InspectionListTab = (typeof INSPECTION_LIST_TABS)[number];
/** The View Inspections sort select (spec: date, status, type, location). */
export const INSPECTION_SORTS = ['date', 'status', 'type', 'location'] as const;
export type InspectionSort = (typeof INSPECTION_SORTS)[number];
/** Also 'registered' (newest registrations first), which the Inspections hub's recent list uses. */
const INSPECTION_LIST_SORTS = [...INSPECTION_SORTS, 'registered'] as const;

/** The View Inspections filters: the list, the stats and the CSV export all read these. */
export const InspectionFilters = z.object({
  search: z.string().trim().max(TEXT_MAX).default(''),
  tab: z.enum(INSPECTION_LIST_TABS).default('all'),
  sort: z.enum(INSPECTION_LIST_SORTS).default('date'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type InspectionFilters = z.output<typeof InspectionFilters>;

export const InspectionListInput = InspectionFilters.extend({ page, limit });
export type InspectionListInput = z.input<typeof InspectionListInput>;

export const InspectionIdInput = z.object({ id: z.string().uuid() });

export const UpdateInspectionInput = z.object({
  id: z.string().uuid(),
  expectedVersion: z.number().int().min(1),
  scheduledDate: OptionalScheduledDate,
  scheduledTime: z.union([
    z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Preferred time format is invalid'),
    z.literal(''),
  ]),
  inspectorName: z.string().trim().max(TEXT_MAX, maxLengthMessage('Inspector name', TEXT_MAX)),
  inspectionType: z.union([z.enum(INSPECTION_TYPES), z.literal('')]),
  onsiteRemote: z.union([z.enum(ONSITE_REMOTE), z.literal('')]),
  specialRequirements: z
    .string()
    .max(LONG_TEXT_MAX, maxLengthMessage('Special requirements', LONG_TEXT_MAX)),
  notes: z.string().max(LONG_TEXT_MAX, maxLengthMessage('Notes', LONG_TEXT_MAX)),
});
export type UpdateInspectionInput = z.input<typeof UpdateInspectionInput>;

/** Drafts hold whatever was typed, even if not yet valid; only the structure is checked. */
export const SaveDraftInput = z.object({
  variant: z.enum(WIZARD_VARIANTS),
  data: WizardFormShape.partial(),
  currentStep: z.number().int().min(0).max(6).default(0),
});
export type SaveDraftInput = z.input<typeof SaveDraftInput>;
export const DraftVariantInput = z.object({ variant: z.enum(WIZARD_VARIANTS) });

export const EXPORT_COLUMNS = [
  'Property Address',
  'Type',
  'Status',
  'Inspector',
  'Date',
  'Rating',
] as const;

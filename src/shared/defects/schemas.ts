import { z } from 'zod';
import {
  isIsoDate,
  LONG_TEXT_MAX,
  maxLengthMessage,
  requiredMessage,
  TEXT_MAX,
} from '../inspections/validation';
import {
  DEFECT_CATEGORIES,
  DEFECT_SEVERITIES,
  DEFECT_SORTS,
  DEFECT_STATUSES,
  DEFECT_TABS,
} from './catalogue';

export const DEFECT_PAGE_SIZE = 20;
export const DEFECT_MAX_PAGE_SIZE = 100;
/** How many defects one 'Raise defects' submission may carry. */
export const MAX_DEFECTS_PER_RAISE = 20;

/** An empty select reads as "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** Trimmed text that must not be blank (spec 02 section 5: title and description non-blank). */
const requiredText = (field: string, max: number) =>
  z
    .string({ message: requiredMessage(field) })
    .trim()
    .min(1, requiredMessage(field))
    .max(max, maxLengthMessage(field, max));

/** '' means "use the default for the severity"; otherwise a calendar date (end of that UK day). */
export const DueDateField = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), 'Due date must be a valid date')
  .default('');

/** '' or null means nobody. */
export const AssigneeField = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .default(null)
  .transform((v) => (v === '' || v === null ? null : v));

export const DefectFields = z.object({
  title: requiredText('Title', TEXT_MAX),
  description: requiredText('Description', LONG_TEXT_MAX),
  severity: z.enum(DEFECT_SEVERITIES, { message: 'Severity is required' }).default('medium'),
  category: z.enum(DEFECT_CATEGORIES, { message: 'Category is required' }).default('installation'),
  location: z.string().trim().max(TEXT_MAX, maxLengthMessage('Location', TEXT_MAX)).default(''),
  assigneeId: AssigneeField,
  dueDate: DueDateField,
});

export const CreateDefectInput = DefectFields.extend({
  inspectionId: z.string({ message: 'Inspection is required' }).uuid('Inspection is required'),
}).strict();
export type CreateDefectInput = z.input<typeof CreateDefectInput>;

export const CreateDefectsFromInspectionInput = z
  .object({
    inspectionId: z.string({ message: 'Inspection is required' }).uuid('Inspection is required'),
    defects: z
      .array(DefectFields.strict())
      .min(1, 'Add at least one defect')
      .max(MAX_DEFECTS_PER_RAISE, `No more than ${MAX_DEFECTS_PER_RAISE} defects at once`),
  })
  .strict();
export type CreateDefectsFromInspectionInput = z.input<typeof CreateDefectsFromInspectionInput>;

/** Only the fields sent change. */
export const UpdateDefectInput = z
  .object({
    id: z.string().uuid(),
    status: z.enum(DEFECT_STATUSES).optional(),
    title: requiredText('Title', TEXT_MAX).optional(),
    description: requiredText('Description', LONG_TEXT_MAX).optional(),
    severity: z.enum(DEFECT_SEVERITIES).optional(),
    category: z.enum(DEFECT_CATEGORIES).optional(),
    location: z.string().trim().max(TEXT_MAX, maxLengthMessage('Location', TEXT_MAX)).optional(),
    assigneeId: z
      .string()
      .trim()
      .max(100)
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    dueDate: z
      .string()
      .trim()
      .refine((v) => isIsoDate(v), 'Due date must be a valid date')
      .optional(),
  })
  .strict()
  .refine((input) => Object.keys(input).some((key) => key !== 'id'), 'Change at least one field');
export type UpdateDefectInput = z.input<typeof UpdateDefectInput>;

export const DefectIdInput = z.object({ id: z.string().uuid() }).strict();

export const DefectListInput = z
  .object({
    tab: z.enum(DEFECT_TABS).default('all'),
    search: z.string().trim().max(TEXT_MAX, maxLengthMessage('Search', TEXT_MAX)).default(''),
    severity: optional(z.enum(DEFECT_SEVERITIES)),
    category: optional(z.enum(DEFECT_CATEGORIES)),
    status: optional(z.enum(DEFECT_STATUSES)),
    overdueOnly: z.boolean().default(false),
    inspectionId: optional(z.string().uuid()),
    sort: z.enum(DEFECT_SORTS).default('createdAt'),
    direction: z.enum(['asc', 'desc']).default('desc'),
    page: z.number().int().min(1).default(1),
    limit: z
      .number()
      .int()
      .min(1)
      .max(DEFECT_MAX_PAGE_SIZE, `Limit must be no more than ${DEFECT_MAX_PAGE_SIZE}`)
      .default(DEFECT_PAGE_SIZE),
  })
  .strict();
export type DefectListInput = z.input<typeof DefectListInput>;

export const InspectionOptionsInput = z
  .object({
    search: z.string().trim().max(TEXT_MAX).default(''),
    id: optional(z.string().uuid()),
  })
  .strict();

export const DefectSettingsInput = z
  .object({
    criticalDueHours: z
      .number({ message: 'Critical due time must be a whole number of hours' })
      .int('Critical due time must be a whole number of hours')
      .min(1, 'Critical due time must be between 1 and 720 hours')
      .max(720, 'Critical due time must be between 1 and 720 hours'),
    otherDueWeeks: z
      .number({ message: 'Other due time must be a whole number of weeks' })
      .int('Other due time must be a whole number of weeks')
      .min(1, 'Other due time must be between 1 and 52 weeks')
      .max(52, 'Other due time must be between 1 and 52 weeks'),
    // Optional so a client that knows only the two due times keeps the stored review window.
    reviewWindowDays: z
      .number({ message: 'Review window must be a whole number of days' })
      .int('Review window must be a whole number of days')
      .min(1, 'Review window must be between 1 and 90 days')
      .max(90, 'Review window must be between 1 and 90 days')
      .optional(),
  })
  .strict();

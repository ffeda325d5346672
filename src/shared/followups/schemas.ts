import { z } from 'zod';
import {
  isIsoDate,
  LONG_TEXT_MAX,
  maxLengthMessage,
  requiredMessage,
  TEXT_MAX,
} from '../inspections/validation';
import { FOLLOWUP_PRIORITIES, FOLLOWUP_SORTS, FOLLOWUP_TABS, FOLLOWUP_TYPES } from './catalogue';

export const FOLLOWUP_PAGE_SIZE = 20;
export const FOLLOWUP_MAX_PAGE_SIZE = 100;
/** The most rows one bulk action may change (a page is at most 100). */
export const FOLLOWUP_MAX_BULK = 100;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const ids = z
  .array(z.string().uuid())
  .min(1, 'Select at least one follow-up')
  .max(FOLLOWUP_MAX_BULK, `Select no more than ${FOLLOWUP_MAX_BULK} follow-ups`);

export const CreateFollowupInput = z
  .object({
    type: z.enum(FOLLOWUP_TYPES, { message: 'Type is required' }),
    title: z
      .string({ message: requiredMessage('Title') })
      .trim()
      .min(1, requiredMessage('Title'))
      .max(TEXT_MAX, maxLengthMessage('Title', TEXT_MAX)),
    description: z
      .string()
      .trim()
      .max(LONG_TEXT_MAX, maxLengthMessage('Description', LONG_TEXT_MAX))
      .default(''),
    priority: z.enum(FOLLOWUP_PRIORITIES, { message: 'Priority is required' }).default('medium'),
    assigneeId: z
      .string()
      .trim()
      .max(100)
      .nullable()
      .default(null)
      .transform((v) => (v === '' || v === null ? null : v)),
    dueDate: z
      .string({ message: requiredMessage('Due date') })
      .trim()
      .min(1, requiredMessage('Due date'))
      .refine((v) => isIsoDate(v), 'Due date must be a valid date'),
    inspectionId: optional(z.string().uuid('Inspection is invalid')),
    defectId: optional(z.string().uuid('Defect is invalid')),
  })
  .strict();
export type CreateFollowupInput = z.input<typeof CreateFollowupInput>;

export const FollowupIdInput = z.object({ id: z.string().uuid() }).strict();
export const FollowupIdsInput = z.object({ ids }).strict();

export const ReassignFollowupsInput = z
  .object({
    ids,
    assigneeId: z
      .string({ message: requiredMessage('Assignee') })
      .trim()
      .min(1, requiredMessage('Assignee'))
      .max(100),
  })
  .strict();
export type ReassignFollowupsInput = z.input<typeof ReassignFollowupsInput>;

export const UpdateFollowupProgressInput = z
  .object({
    id: z.string().uuid(),
    progress: z
      .number({ message: 'Progress must be a whole number between 0 and 100' })
      .int('Progress must be a whole number between 0 and 100')
      .min(0, 'Progress must be a whole number between 0 and 100')
      .max(100, 'Progress must be a whole number between 0 and 100'),
  })
  .strict();

export const FollowupListInput = z
  .object({
    tab: z.enum(FOLLOWUP_TABS).default('all'),
    search: z.string().trim().max(TEXT_MAX, maxLengthMessage('Search', TEXT_MAX)).default(''),
    type: optional(z.enum(FOLLOWUP_TYPES)),
    priority: optional(z.enum(FOLLOWUP_PRIORITIES)),
    mine: z.boolean().default(false),
    sort: z.enum(FOLLOWUP_SORTS).default('dueDate'),
    direction: z.enum(['asc', 'desc']).default('asc'),
    page: z.number().int().min(1).default(1),
    limit: z
      .number()
      .int()
      .min(1)
      .max(FOLLOWUP_MAX_PAGE_SIZE, `Limit must be no more than ${FOLLOWUP_MAX_PAGE_SIZE}`)
      .default(FOLLOWUP_PAGE_SIZE),
  })
  .strict();
export type FollowupListInput = z.input<typeof FollowupListInput>;

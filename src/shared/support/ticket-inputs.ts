import { z } from 'zod';
import { maxLengthMessage } from '../inspections/validation';
import {
  TICKET_CATEGORIES,
  TICKET_DEFAULTS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_SUBJECT_MAX,
  TICKET_TEXT_MAX,
  TICKETS_PAGE_SIZE,
} from './catalogue';

/** Spec 02 section 5: subject and description non-blank (the button stays disabled otherwise). */
export const CreateTicketInput = z.strictObject({
  subject: z
    .string({ message: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(TICKET_SUBJECT_MAX, maxLengthMessage('Subject', TICKET_SUBJECT_MAX)),
  category: z
    .enum(TICKET_CATEGORIES, { message: 'Category is required' })
    .default(TICKET_DEFAULTS.category),
  priority: z
    .enum(TICKET_PRIORITIES, { message: 'Priority is required' })
    .default(TICKET_DEFAULTS.priority),
  description: z
    .string({ message: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(TICKET_TEXT_MAX, maxLengthMessage('Description', TICKET_TEXT_MAX)),
});
export type CreateTicketInput = z.input<typeof CreateTicketInput>;

export const TICKET_STATUS_FILTERS = ['all', ...TICKET_STATUSES] as const;
export type TicketStatusFilter = (typeof TICKET_STATUS_FILTERS)[number];

export const TICKET_CATEGORY_FILTERS = ['all', ...TICKET_CATEGORIES] as const;
export type TicketCategoryFilter = (typeof TICKET_CATEGORY_FILTERS)[number];
export const TICKET_PRIORITY_FILTERS = ['all', ...TICKET_PRIORITIES] as const;
export type TicketPriorityFilter = (typeof TICKET_PRIORITY_FILTERS)[number];

export const ListTicketsInput = z.strictObject({
  search: z.string().trim().max(TICKET_SUBJECT_MAX).default(''),
  status: z.enum(TICKET_STATUS_FILTERS).default('all'),
  category: z.enum(TICKET_CATEGORY_FILTERS).default('all'),
  priority: z.enum(TICKET_PRIORITY_FILTERS).default('all'),
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(TICKETS_PAGE_SIZE),
});
export type ListTicketsInput = z.input<typeof ListTicketsInput>;

export const TicketIdInput = z.strictObject({ id: z.uuid() });

export const ReplyToTicketInput = z.strictObject({
  ticketId: z.uuid(),
  body: z
    .string({ message: 'Reply is required' })
    .trim()
    .min(1, 'Reply is required')
    .max(TICKET_TEXT_MAX, maxLengthMessage('Reply', TICKET_TEXT_MAX)),
  /** An internal note: only people who handle tickets see it. */
  internal: z.boolean().default(false),
});
export type ReplyToTicketInput = z.input<typeof ReplyToTicketInput>;

/** A handler's change of status, priority or assignee (null unassigns); at least one. */
export const UpdateTicketInput = z
  .strictObject({
    id: z.uuid(),
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    assigneeId: z.string().min(1).max(100).nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.priority !== undefined || v.assigneeId !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateTicketInput = z.input<typeof UpdateTicketInput>;

/** Merge a duplicate (id) into the original named by its reference. */
export const MergeTicketInput = z.strictObject({
  id: z.uuid(),
  intoReference: z
    .string({ message: 'Enter the reference of the ticket to keep' })
    .trim()
    .toUpperCase()
    .regex(/^SUPP-\d{4}-\d{3,}$/, 'Enter a ticket reference such as SUPP-2026-001'),
});
export type MergeTicketInput = z.input<typeof MergeTicketInput>;

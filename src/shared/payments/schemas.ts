import { z } from 'zod';
import { PAYMENT_SORTS, PAYMENT_STATUSES, PAYMENT_TABS } from './catalogue';
import { parsePoundsToPence } from './money';

import { isCalendarDate as isRealDate } from '../dates';

/** Pounds text in, integer pence out: the form keeps what was typed, the server gets pence. */
export const AmountInput = z.string().transform((value, ctx) => {
  const parsed = parsePoundsToPence(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.pence;
});

/** 'Record Payment': the form and payments.record share this schema. */
export const RecordPaymentInput = z.strictObject({
  installerId: z.string().min(1, 'Installer is required').uuid('Installer is required'),
  inspectionId: z.string().min(1, 'Inspection is required').uuid('Inspection is required'),
  amount: AmountInput,
  dueDate: z.string().min(1, 'Due date is required').refine(isRealDate, 'Enter a valid due date'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(500, 'Description must be 500 characters or fewer'),
});
export type RecordPaymentForm = z.input<typeof RecordPaymentInput>;
export type RecordPaymentValues = z.output<typeof RecordPaymentInput>;

export const PAYMENT_PAGE_SIZES = [10, 20, 50] as const;

export const PaymentFilters = z.strictObject({
  tab: z.enum(PAYMENT_TABS).default('overview'),
  status: z.enum(PAYMENT_STATUSES).optional(),
  installerId: z.string().uuid('Choose an installer from the list').optional(),
  search: z.string().trim().max(100, 'Search must be 100 characters or fewer').optional(),
});
export type PaymentFiltersValues = z.output<typeof PaymentFilters>;

export const PaymentListInput = PaymentFilters.extend({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z
    .number()
    .int()
    .refine((n) => (PAYMENT_PAGE_SIZES as readonly number[]).includes(n), 'Invalid page size')
    .default(20),
  sort: z.enum(PAYMENT_SORTS).default('dueDate'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type PaymentListQuery = z.input<typeof PaymentListInput>;

/** The Financial Report route reads the same filters from its query string. */
export const FinancialReportQuery = z.object({
  tab: z.enum(PAYMENT_TABS).default('overview'),
  status: z.enum(PAYMENT_STATUSES).optional(),
  installerId: z.string().uuid('Choose an installer from the list').optional(),
  search: z.string().trim().max(100).optional(),
});

export const PaymentIdInput = z.strictObject({ id: z.string().uuid('Payment not found.') });
export const GenerateInvoiceInput = z.strictObject({
  paymentId: z.string().uuid('Payment not found.'),
});
export const InspectionOptionsInput = z.strictObject({
  installerId: z.string().uuid('Installer is required'),
});

export const PaymentSettingsInput = z.strictObject({ requirePassedInspection: z.boolean() });

/** Spec 02 section 3: what a payment can show. 'overdue' is never stored (see overdue.ts). */
export const PAYMENT_STATUSES = ['pending', 'completed', 'overdue', 'processing'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the database holds; overdue is derived from the due date. */
export const STORED_PAYMENT_STATUSES = ['pending', 'processing', 'completed'] as const;
export type StoredPaymentStatus = (typeof STORED_PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  overdue: 'Overdue',
  processing: 'Processing',
};

/** Spec 02 section 2: the tabs of /payments. */
export const PAYMENT_TABS = ['overview', 'pending', 'completed', 'invoices'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

export const PAYMENT_TAB_LABELS: Record<PaymentTab, string> = {
  overview: 'Overview',
  pending: 'Pending',
  completed: 'Completed',
  invoices: 'All Invoices',
};

export const PAYMENT_SORTS = ['dueDate', 'amount', 'reference', 'installer', 'paidDate'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

export const MARK_PAID_NEEDS_PASS_MESSAGE =
  'This payment cannot be marked paid until its inspection has passed.';
export const MARK_PAID_ONLY_PENDING_MESSAGE =
  'Only pending or overdue payments can be marked paid.';
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found.';

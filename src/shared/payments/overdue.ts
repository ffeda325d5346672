import type { PaymentStatus, StoredPaymentStatus } from './catalogue';

/**
 * A pending payment whose due date (a UK calendar day, YYYY-MM-DD) is before
 * today is overdue. Computed on read, never stored, so it cannot go stale;
 * the payment-overdue job only remembers whom it has told.
 */
export function isPaymentOverdue(status: StoredPaymentStatus, dueDate: string, today: string) {
  return status === 'pending' && dueDate < today;
}

/** The status a person sees. */
export function displayPaymentStatus(
  status: StoredPaymentStatus,
  dueDate: string,
  today: string,
): PaymentStatus {
  return isPaymentOverdue(status, dueDate, today) ? 'overdue' : status;
}

/** Mark Paid is offered on pending payments only, overdue ones included (they are pending, late). */
export function canMarkPaid(status: PaymentStatus) {
  return status === 'pending' || status === 'overdue';
}

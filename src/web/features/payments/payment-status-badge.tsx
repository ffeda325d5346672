import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@/shared/payments/catalogue';
import { cn } from '@/web/lib/cn';

const TONES: Record<PaymentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  overdue: 'bg-red-100 text-red-900',
  completed: 'bg-emerald-100 text-emerald-900',
  processing: 'bg-sky-100 text-sky-900',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        TONES[status],
      )}
    >
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}

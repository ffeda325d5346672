import { formatMoney } from '@shared/payments/money';
import { Skeleton } from '../../components/ui/skeleton';
import type { PaymentSummary } from './payment-types';

/** The four summary cards; figures come from payments.summary. */
export function SummaryCards({ summary }: { summary: PaymentSummary | undefined }) {
  const cards = summary
    ? [
        {
          label: 'Total Outstanding',
          value: formatMoney(summary.totalOutstandingPence),
          hint: `${summary.outstandingCount} unpaid`,
        },
        {
          label: 'Paid This Month',
          value: formatMoney(summary.paidThisMonthPence),
          hint: `${summary.paidThisMonthCount} payments`,
        },
        {
          label: 'Overdue',
          value: formatMoney(summary.overduePence),
          hint: `${summary.overdueCount} overdue`,
        },
        {
          label: 'Pending',
          value: String(summary.pendingCount),
          hint: `${summary.invoiceCount} invoices issued`,
        },
      ]
    : null;
  return (
    <dl
      aria-label="Payment summary"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {cards
        ? cards.map((card) => (
            <div key={card.label} className="rounded-lg border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-600">{card.label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900">{card.value}</dd>
              <dd className="text-xs text-slate-600">{card.hint}</dd>
            </div>
          ))
        : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-24 w-full" />)}
    </dl>
  );
}

import { formatMoney } from '@/shared/payments/money';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import type { PaymentSummary } from './payment-types';

/** The four summary cards; figures come from payments.summary. */
export function SummaryCards({ summary }: { summary: PaymentSummary | undefined }) {
  return (
    <StatCardGrid label="Payment summary" className="grid-cols-1 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Outstanding"
        value={summary && formatMoney(summary.totalOutstandingPence)}
        hint={summary && `${summary.outstandingCount} unpaid`}
      />
      <StatCard
        label="Paid This Month"
        value={summary && formatMoney(summary.paidThisMonthPence)}
        hint={summary && `${summary.paidThisMonthCount} payments`}
      />
      <StatCard
        label="Overdue"
        value={summary && formatMoney(summary.overduePence)}
        hint={summary && `${summary.overdueCount} overdue`}
      />
      <StatCard
        label="Pending"
        value={summary && String(summary.pendingCount)}
        hint={summary && `${summary.invoiceCount} invoices issued`}
      />
    </StatCardGrid>
  );
}

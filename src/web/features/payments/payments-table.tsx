import { formatDate } from '@shared/format';
import type { PaymentSort } from '@shared/payments/catalogue';
import { formatMoney } from '@shared/payments/money';
import { canMarkPaid } from '@shared/payments/overdue';
import { Download, FileText } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { PaymentStatusBadge } from './payment-status-badge';
import type { PaymentRow } from './payment-types';
import type { PaymentsParams } from './payments-params';
import { SortHeader } from './sort-header';

const CELL = 'px-3 py-3 align-top';
const HEADER = 'px-3 py-2 text-left text-xs font-semibold text-slate-700 uppercase';

type PaymentsTableProps = {
  rows: readonly PaymentRow[];
  params: PaymentsParams;
  canManage: boolean;
  generatingId: string | null;
  onSort: (field: PaymentSort) => void;
  onMarkPaid: (payment: PaymentRow) => void;
  onGenerateInvoice: (payment: PaymentRow) => void;
};

export function PaymentsTable(props: PaymentsTableProps) {
  const { rows, params, canManage, generatingId, onSort, onMarkPaid, onGenerateInvoice } = props;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-label="Payment records" className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            <SortHeader field="reference" params={params} onSort={onSort} />
            <SortHeader field="installer" params={params} onSort={onSort} />
            <th scope="col" className={HEADER}>
              Inspection
            </th>
            <SortHeader
              field="amount"
              params={params}
              onSort={onSort}
              className="px-3 py-2 text-right"
            />
            <th scope="col" className={HEADER}>
              Status
            </th>
            <SortHeader field="dueDate" params={params} onSort={onSort} />
            <SortHeader field="paidDate" params={params} onSort={onSort} />
            <th scope="col" className={HEADER}>
              Invoice
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              <td className={CELL}>
                <div className="font-medium text-slate-900">{row.reference}</div>
                <div className="max-w-56 truncate text-xs text-slate-600" title={row.description}>
                  {row.description}
                </div>
              </td>
              <td className={CELL}>{row.installerName}</td>
              <td className={CELL}>
                <div>{row.inspectionReference}</div>
                <div className="text-xs text-slate-600">
                  {row.inspectionStatus.replace(/_/g, ' ').toLowerCase()}
                </div>
              </td>
              <td className={`${CELL} text-right font-medium tabular-nums`}>
                {formatMoney(row.amountPence)}
              </td>
              <td className={CELL}>
                <PaymentStatusBadge status={row.status} />
              </td>
              <td className={CELL}>{formatDate(row.dueDate)}</td>
              <td className={CELL}>{formatDate(row.paidDate)}</td>
              <td className={CELL}>
                {row.invoiceUrl ? (
                  <a
                    href={row.invoiceUrl}
                    download
                    className="inline-flex items-center gap-1 text-emerald-800 underline hover:text-emerald-900"
                    aria-label={`Download invoice ${row.invoiceNumber ?? ''}`}
                  >
                    <Download aria-hidden="true" className="h-3.5 w-3.5" />
                    {row.invoiceNumber}
                  </a>
                ) : (
                  <span className="text-slate-600">N/A</span>
                )}
              </td>
              <td className={`${CELL} text-right whitespace-nowrap`}>
                <div className="flex justify-end gap-2">
                  {canManage && !row.invoiceUrl && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={generatingId === row.id}
                      onClick={() => onGenerateInvoice(row)}
                      aria-label={`Generate invoice for ${row.reference}`}
                    >
                      <FileText aria-hidden="true" className="h-3.5 w-3.5" />
                      Invoice
                    </Button>
                  )}
                  {canManage && canMarkPaid(row.status) && (
                    <Button
                      size="sm"
                      onClick={() => onMarkPaid(row)}
                      aria-label={`Mark ${row.reference} paid`}
                    >
                      Mark Paid
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { canMarkPaid } from '@/shared/payments/overdue';
import { FileText } from 'lucide-react';
import type { RowActionsLayout } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import type { PaymentRow } from './payment-types';

type PaymentRowActionsProps = {
  row: PaymentRow;
  layout: RowActionsLayout;
  canManage: boolean;
  isGenerating: boolean;
  onMarkPaid: (payment: PaymentRow) => void;
  onGenerateInvoice: (payment: PaymentRow) => void;
};

export function PaymentRowActions(props: PaymentRowActionsProps) {
  const { row, layout, canManage, isGenerating, onMarkPaid, onGenerateInvoice } = props;
  if (!canManage) return null;
  // On a phone card the buttons are full height and share the card's width.
  const size = layout === 'card' ? 'md' : 'sm';
  const grow = layout === 'card' ? 'flex-1' : undefined;
  return (
    <div className={layout === 'card' ? 'flex w-full gap-2' : 'flex justify-end gap-2'}>
      {!row.invoiceUrl && (
        <Button
          size={size}
          variant="secondary"
          className={grow}
          disabled={isGenerating}
          onClick={() => onGenerateInvoice(row)}
          aria-label={`Generate invoice for ${row.reference}`}
        >
          <FileText aria-hidden="true" className="h-3.5 w-3.5" />
          Invoice
        </Button>
      )}
      {canMarkPaid(row.status) && (
        <Button
          size={size}
          className={grow}
          onClick={() => onMarkPaid(row)}
          aria-label={`Mark ${row.reference} paid`}
        >
          Mark Paid
        </Button>
      )}
    </div>
  );
}

import { formatMoney } from '@/shared/payments/money';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Select } from '@/web/components/ui/select';
import type { PaymentRow } from './payment-types';

/** 'Generate Invoice' from the action card: pick one of the listed payments still without one. */
export function GenerateInvoiceDialog({
  payments,
  isPending,
  onGenerate,
}: {
  payments: readonly PaymentRow[];
  isPending: boolean;
  onGenerate: (payment: PaymentRow) => void;
}) {
  const candidates = payments.filter((p) => !p.invoiceNumber);
  const [chosen, setChosen] = useState('');
  const payment = candidates.find((p) => p.id === chosen);
  return (
    <DialogContent
      title="Generate Invoice"
      description="Issue a numbered PDF invoice (INV-YYYY-NNNNNN) for a payment in the table below."
    >
      {candidates.length === 0 ? (
        <p className="text-sm text-slate-700">
          Every payment listed already has an invoice. Change the tab or filters to find others.
        </p>
      ) : (
        <FormField id="invoice-payment" label="Payment">
          {(c) => (
            <Select
              {...fieldAria(c)}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">Choose a payment</option>
              {candidates.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${p.reference} · ${p.installerName} · ${formatMoney(p.amountPence)}`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button disabled={!payment || isPending} onClick={() => payment && onGenerate(payment)}>
          {isPending ? 'Generating…' : 'Generate Invoice'}
        </Button>
      </div>
    </DialogContent>
  );
}

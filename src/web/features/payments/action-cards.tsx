import { FileSpreadsheet, FileText, PlusCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';

type ActionCardsProps = {
  canManage: boolean;
  reportUrl: string;
  onGenerateInvoice: () => void;
  onRecordPayment: () => void;
};

function ActionCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center gap-2">
        {icon}
        <h2 className="font-semibold text-slate-900">{title}</h2>
      </div>
      <p className="flex-1 text-sm text-slate-600">{text}</p>
      {children}
    </section>
  );
}

/** Spec 02: action cards Generate Invoice, Record Payment, Financial Report. */
export function ActionCards({
  canManage,
  reportUrl,
  onGenerateInvoice,
  onRecordPayment,
}: ActionCardsProps) {
  const icon = 'h-5 w-5 text-emerald-700';
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <ActionCard
        icon={<FileText aria-hidden="true" className={icon} />}
        title="Generate Invoice"
        text="Issue a numbered PDF invoice for a payment."
      >
        <Button variant="secondary" disabled={!canManage} onClick={onGenerateInvoice}>
          Generate Invoice
        </Button>
      </ActionCard>
      <ActionCard
        icon={<PlusCircle aria-hidden="true" className={icon} />}
        title="Record Payment"
        text="Record a payment due for an installer's inspection."
      >
        <Button disabled={!canManage} onClick={onRecordPayment}>
          Record Payment
        </Button>
      </ActionCard>
      <ActionCard
        icon={<FileSpreadsheet aria-hidden="true" className={icon} />}
        title="Financial Report"
        text="Download the payments of the current tab and filters as an Excel workbook."
      >
        <a
          href={reportUrl}
          download
          className="inline-flex h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Download Financial Report
        </a>
      </ActionCard>
    </div>
  );
}

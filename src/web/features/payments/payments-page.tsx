import { formatMoney } from '@/shared/payments/money';
import { useState } from 'react';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog } from '@/web/components/ui/dialog';
import { describeError } from '@/web/lib/describe-error';
import { ErrorState } from '@/web/components/query-states';
import { notifySuccess } from '@/web/lib/notify';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { ActionCards } from './action-cards';
import { useGenerateInvoice, useMarkPaymentPaid } from './api/use-payment-actions';
import {
  usePaymentInstallerOptions,
  usePaymentList,
  usePaymentSummary,
} from './api/use-payment-queries';
import { GenerateInvoiceDialog } from './generate-invoice-dialog';
import { PaymentSettingsCard } from './payment-settings-card';
import type { PaymentRow } from './payment-types';
import { PaymentsTabs } from './payments-tabs';
import {
  financialReportUrl,
  parsePaymentsParams,
  PAYMENTS_DEFAULTS,
  toListInput,
} from './payments-params';
import { RecordPaymentDialog } from './record-payment-dialog';
import { SummaryCards } from './summary-cards';

export function PaymentsPage() {
  const [params, setParams] = useSearchParamsState(parsePaymentsParams, PAYMENTS_DEFAULTS);
  const { can } = usePermissions();
  const canManage = can('payments:manage');
  const [dialog, setDialog] = useState<'record' | 'invoice' | null>(null);
  const [toPay, setToPay] = useState<PaymentRow | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // Roles without payments:view never get here: the route shows them why instead.
  const installers = usePaymentInstallerOptions();
  const list = usePaymentList(toListInput(params));
  const findListed = (id: string) => list.data?.items.find((p) => p.id === id);
  const markPaid = useMarkPaymentPaid({
    onPaid: (id) => {
      notifySuccess(`Payment ${findListed(id)?.reference ?? ''} marked paid`);
      setRefusal(null);
    },
    onRefused: (error, id) => {
      const payment = findListed(id);
      const message = describeError(error).message;
      setRefusal(payment ? `${payment.reference}: ${message}` : message);
    },
  });
  const generate = useGenerateInvoice({ onGenerated: () => setDialog(null) });

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PaymentsHeader canEditRule={can('settings:manage')} />
      <PaymentSummarySection />
      <ActionCards
        canManage={canManage}
        reportUrl={financialReportUrl(params)}
        onGenerateInvoice={() => setDialog('invoice')}
        onRecordPayment={() => setDialog('record')}
      />
      <PaymentsTabs
        params={params}
        setParams={setParams}
        installers={installers.data ?? []}
        list={list}
        refusal={refusal}
        onDismissRefusal={() => setRefusal(null)}
        rowActions={{
          canManage,
          generatingId: generate.isPending ? generate.variables?.paymentId : undefined,
          onMarkPaid: setToPay,
          onGenerateInvoice: (payment) => generate.mutate({ paymentId: payment.id }),
        }}
      />
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog === 'record' && (
          <RecordPaymentDialog installers={installers.data ?? []} onDone={() => setDialog(null)} />
        )}
        {dialog === 'invoice' && (
          <GenerateInvoiceDialog
            payments={list.data?.items ?? []}
            isPending={generate.isPending}
            onGenerate={(payment) => generate.mutate({ paymentId: payment.id })}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={toPay !== null}
        onOpenChange={(open) => !open && setToPay(null)}
        title="Mark payment paid?"
        description={
          toPay
            ? `${toPay.reference}: ${formatMoney(toPay.amountPence)} from ${toPay.installerName} will be recorded as paid today.`
            : undefined
        }
        confirmLabel="Mark Paid"
        onConfirm={() => toPay && markPaid.mutate({ id: toPay.id })}
        isPending={markPaid.isPending}
      />
    </div>
  );
}

function PaymentsHeader({ canEditRule }: { canEditRule: boolean }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Payments &amp; Financial Tracking</h1>
        <p className="mt-1 text-slate-600">
          Inspection payments, invoices and what is still outstanding, in pounds (GBP).
        </p>
      </div>
      <PaymentSettingsCard canEdit={canEditRule} />
    </div>
  );
}

function PaymentSummarySection() {
  const summary = usePaymentSummary();
  if (summary.isError) {
    return (
      <ErrorState
        title="Could not load the payment summary"
        message={describeError(summary.error).message}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return <SummaryCards summary={summary.data} />;
}

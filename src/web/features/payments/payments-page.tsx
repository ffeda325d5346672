import { PAYMENT_TAB_LABELS, PAYMENT_TABS } from '@/shared/payments/catalogue';
import { formatMoney } from '@/shared/payments/money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/web/components/ui/alert';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog } from '@/web/components/ui/dialog';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { useTRPC } from '@/web/lib/trpc';
import { describeError } from '@/web/lib/describe-error';
import { DataTable } from '@/web/components/data-table/data-table';
import { toggleSort } from '@/web/components/data-table/sort-params';
import { ErrorState } from '@/web/components/query-states';
import { readOption } from '@/web/lib/search-params';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { ActionCards } from './action-cards';
import { GenerateInvoiceDialog } from './generate-invoice-dialog';
import { PaymentFilters } from './payment-filters';
import { PaymentSettingsCard } from './payment-settings-card';
import type { PaymentRow } from './payment-types';
import {
  financialReportUrl,
  parsePaymentsParams,
  PAYMENTS_DEFAULTS,
  toListInput,
} from './payments-params';
import { PAYMENT_COLUMNS, SORTABLE_COLUMNS } from './payment-columns';
import { PaymentRowActions } from './payment-row-actions';
import { RecordPaymentDialog } from './record-payment-dialog';
import { SummaryCards } from './summary-cards';

const EMPTY_HINTS = {
  overview: 'No payments match these filters.',
  pending: 'Nothing is waiting to be paid.',
  completed: 'No payments have been marked paid yet.',
  invoices: 'No invoices have been generated for these payments yet.',
} as const;

export function PaymentsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParamsState(parsePaymentsParams, PAYMENTS_DEFAULTS);
  const { can } = usePermissions();
  const canManage = can('payments:manage');
  const [dialog, setDialog] = useState<'record' | 'invoice' | null>(null);
  const [toPay, setToPay] = useState<PaymentRow | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // Roles without payments:view never get here: the route shows them why instead.
  const summary = useQuery(trpc.payments.summary.queryOptions());
  const installers = useQuery(trpc.payments.installerOptions.queryOptions());
  const list = useQuery({
    ...trpc.payments.list.queryOptions(toListInput(params)),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.payments.pathKey() });

  const markPaid = useMutation(
    trpc.payments.markPaid.mutationOptions({
      onSuccess: async (_result, { id }) => {
        const paid = list.data?.items.find((p) => p.id === id);
        toast.success(`Payment ${paid?.reference ?? ''} marked paid`);
        setRefusal(null);
        await refresh();
      },
      onError: (error, { id }) => {
        const payment = list.data?.items.find((p) => p.id === id);
        const message = describeError(error).message;
        setRefusal(payment ? `${payment.reference}: ${message}` : message);
        toast.error(message);
      },
    }),
  );
  const generate = useMutation(
    trpc.payments.generateInvoice.mutationOptions({
      onSuccess: async (invoice) => {
        toast.success(
          invoice.isNew
            ? `Invoice ${invoice.invoiceNumber} generated`
            : `Invoice ${invoice.invoiceNumber} was already issued`,
        );
        setDialog(null);
        await refresh();
      },
      onError: (error) => toast.error(describeError(error).message),
    }),
  );

  const rows = list.data?.items ?? [];
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">
            Payments &amp; Financial Tracking
          </h1>
          <p className="mt-1 text-slate-600">
            Inspection payments, invoices and what is still outstanding, in pounds (GBP).
          </p>
        </div>
        <PaymentSettingsCard canEdit={can('settings:manage')} />
      </div>
      {summary.isError ? (
        <ErrorState
          title="Could not load the payment summary"
          message={describeError(summary.error).message}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <SummaryCards summary={summary.data} />
      )}
      <ActionCards
        canManage={canManage}
        reportUrl={financialReportUrl(params)}
        onGenerateInvoice={() => setDialog('invoice')}
        onRecordPayment={() => setDialog('record')}
      />
      <Tabs.Root
        value={params.tab}
        onValueChange={(value) =>
          setParams({ tab: readOption(value, PAYMENT_TABS, 'overview'), page: 1 })
        }
        className="space-y-4"
      >
        <UnderlineTabList label="Payment views" values={PAYMENT_TABS} active={params.tab}>
          {(tab) => <>{PAYMENT_TAB_LABELS[tab]}</>}
        </UnderlineTabList>
        <Tabs.Content value={params.tab} className="space-y-4 focus-visible:outline-none">
          <PaymentFilters
            params={params}
            installers={installers.data ?? []}
            onChange={(patch) => setParams(patch, { replace: 'q' in patch })}
          />
          {refusal && (
            <Alert tone="error" role="alert" className="flex items-start justify-between gap-4">
              <span>{refusal}</span>
              <button
                type="button"
                className="text-sm font-medium underline"
                onClick={() => setRefusal(null)}
              >
                Dismiss
              </button>
            </Alert>
          )}
          <DataTable
            label="Payment records"
            loadingLabel="Loading payments"
            errorTitle="Could not load payments"
            columns={PAYMENT_COLUMNS}
            rows={list.data?.items}
            getRowId={(row) => row.id}
            query={list}
            empty={{ title: 'No payments', hint: EMPTY_HINTS[params.tab] }}
            pagination={
              list.data && {
                page: list.data.page,
                pages: list.data.pages,
                limit: list.data.pageSize,
                total: list.data.total,
                onPageChange: (page) => setParams({ page }),
              }
            }
            sorting={{
              sort: params.sort,
              dir: params.dir,
              sortable: SORTABLE_COLUMNS,
              onSort: (columnId) => setParams((latest) => toggleSort(latest, columnId)),
            }}
            rowActions={(row, layout) => (
              <PaymentRowActions
                row={row}
                layout={layout}
                canManage={canManage}
                isGenerating={generate.isPending && generate.variables?.paymentId === row.id}
                onMarkPaid={setToPay}
                onGenerateInvoice={(payment) => generate.mutate({ paymentId: payment.id })}
              />
            )}
          />
        </Tabs.Content>
      </Tabs.Root>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog === 'record' && (
          <RecordPaymentDialog installers={installers.data ?? []} onDone={() => setDialog(null)} />
        )}
        {dialog === 'invoice' && (
          <GenerateInvoiceDialog
            payments={rows}
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

import { PAYMENT_TAB_LABELS, PAYMENT_TABS } from '@/shared/payments/catalogue';
import { Tabs } from 'radix-ui';
import { Alert } from '@/web/components/ui/alert';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { DataTable } from '@/web/components/data-table/data-table';
import { toggleSort } from '@/web/components/data-table/sort-params';
import { readOption } from '@/web/lib/search-params';
import type { usePaymentList } from './api/use-payment-queries';
import { PaymentFilters } from './payment-filters';
import type { PaymentRow } from './payment-types';
import type { PaymentsParams } from './payments-params';
import { PAYMENT_COLUMNS, SORTABLE_COLUMNS } from './payment-columns';
import { PaymentRowActions } from './payment-row-actions';

const EMPTY_HINTS = {
  overview: 'No payments match these filters.',
  pending: 'Nothing is waiting to be paid.',
  completed: 'No payments have been marked paid yet.',
  invoices: 'No invoices have been generated for these payments yet.',
} as const;

type SetParams = (
  patch: Partial<PaymentsParams> | ((latest: PaymentsParams) => Partial<PaymentsParams>),
  options?: { replace?: boolean },
) => void;

type PaymentsTabsProps = {
  params: PaymentsParams;
  setParams: SetParams;
  installers: readonly { id: string; name: string }[];
  list: ReturnType<typeof usePaymentList>;
  refusal: string | null;
  onDismissRefusal: () => void;
  rowActions: {
    canManage: boolean;
    /** The payment whose invoice is being generated, if any. */
    generatingId: string | undefined;
    onMarkPaid: (payment: PaymentRow) => void;
    onGenerateInvoice: (payment: PaymentRow) => void;
  };
};

/** The tabs, filters, the last refusal and the payments table. */
export function PaymentsTabs(props: PaymentsTabsProps) {
  const { params, setParams, installers, list, refusal, onDismissRefusal, rowActions } = props;
  return (
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
          installers={installers}
          onChange={(patch) => setParams(patch, { replace: 'q' in patch })}
        />
        {refusal && (
          <Alert tone="error" role="alert" className="flex items-start justify-between gap-4">
            <span>{refusal}</span>
            <button
              type="button"
              className="text-sm font-medium underline"
              onClick={onDismissRefusal}
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
              canManage={rowActions.canManage}
              isGenerating={rowActions.generatingId === row.id}
              onMarkPaid={rowActions.onMarkPaid}
              onGenerateInvoice={rowActions.onGenerateInvoice}
            />
          )}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

import {
  PAYMENT_SORTS,
  PAYMENT_STATUSES,
  PAYMENT_TABS,
  type PaymentSort,
  type PaymentStatus,
  type PaymentTab,
} from '@/shared/payments/catalogue';
import { readSortParams } from '@/web/components/data-table/sort-params';
import type { SortDirection } from '@/web/components/data-table/types';
import { readOption, readPositiveInt } from '@/web/lib/search-params';

/** The /payments view as the URL holds it ('' = no filter). */
export type PaymentsParams = {
  tab: PaymentTab;
  status: PaymentStatus | '';
  installer: string;
  q: string;
  page: number;
  sort: PaymentSort;
  dir: SortDirection;
};

export const PAYMENTS_DEFAULTS: PaymentsParams = {
  tab: 'overview',
  status: '',
  installer: '',
  q: '',
  page: 1,
  sort: 'dueDate',
  dir: 'asc',
};

export const PAYMENTS_PAGE_SIZE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parsePaymentsParams(params: URLSearchParams): PaymentsParams {
  const installer = params.get('installer') ?? '';
  return {
    tab: readOption(params.get('tab'), PAYMENT_TABS, 'overview'),
    status: readOption<PaymentStatus | ''>(params.get('status'), PAYMENT_STATUSES, ''),
    installer: UUID.test(installer) ? installer : '',
    q: (params.get('q') ?? '').slice(0, 100),
    page: readPositiveInt(params.get('page')),
    ...readSortParams(params, PAYMENT_SORTS, PAYMENTS_DEFAULTS),
  };
}

/** The filters both the table and the Financial Report use. */
export function toFilters(params: PaymentsParams) {
  return {
    tab: params.tab,
    ...(params.status ? { status: params.status } : {}),
    ...(params.installer ? { installerId: params.installer } : {}),
    ...(params.q.trim() ? { search: params.q.trim() } : {}),
  };
}

export function toListInput(params: PaymentsParams) {
  return {
    ...toFilters(params),
    page: params.page,
    pageSize: PAYMENTS_PAGE_SIZE,
    sort: params.sort,
    direction: params.dir,
  };
}

/** The Financial Report download of the current filters. */
export function financialReportUrl(params: PaymentsParams) {
  const query = new URLSearchParams(
    Object.entries(toFilters(params)).map(([key, value]) => [key, String(value)]),
  );
  const text = query.toString();
  return `/api/payments/financial-report.xlsx${text ? `?${text}` : ''}`;
}

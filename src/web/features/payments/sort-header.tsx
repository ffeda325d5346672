import type { PaymentSort } from '@shared/payments/catalogue';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { SORT_LABELS, type PaymentsParams } from './payments-params';

type SortHeaderProps = {
  field: PaymentSort;
  params: Pick<PaymentsParams, 'sort' | 'dir'>;
  onSort: (field: PaymentSort) => void;
  className?: string;
};

/** A column header whose button sorts; aria-sort tells screen readers the current order. */
export function SortHeader({ field, params, onSort, className }: SortHeaderProps) {
  const ariaSort =
    params.sort !== field ? 'none' : params.dir === 'asc' ? 'ascending' : 'descending';
  const Icon =
    ariaSort === 'ascending' ? ArrowUp : ariaSort === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={ariaSort} className={className ?? 'px-3 py-2 text-left'}>
      <button
        type="button"
        onClick={() => onSort(field)}
        className="inline-flex items-center gap-1 rounded px-1 py-1 text-xs font-semibold text-slate-700 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
      >
        {SORT_LABELS[field]}
        <Icon
          aria-hidden="true"
          className={ariaSort === 'none' ? 'h-3.5 w-3.5 text-slate-400' : 'h-3.5 w-3.5'}
        />
      </button>
    </th>
  );
}

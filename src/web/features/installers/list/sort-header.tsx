import type { InstallerSortField } from '@shared/installers/catalogue';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { SORT_LABELS, readAriaSort, type InstallerListParams } from './list-params';

type SortHeaderProps = {
  field: InstallerSortField;
  params: Pick<InstallerListParams, 'sort' | 'direction'>;
  onSort: (field: InstallerSortField) => void;
};

/** A column header whose button sorts; aria-sort tells screen readers the current order. */
export function SortHeader({ field, params, onSort }: SortHeaderProps) {
  const ariaSort = readAriaSort(params, field);
  const Icon =
    ariaSort === 'ascending' ? ArrowUp : ariaSort === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={ariaSort} className="px-2 py-2 text-left align-bottom">
      <button
        type="button"
        onClick={() => onSort(field)}
        className="inline-flex items-center gap-1 rounded px-1 py-1 text-left text-xs font-semibold text-slate-700 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
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

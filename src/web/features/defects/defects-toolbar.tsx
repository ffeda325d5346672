import {
  DEFECT_CATEGORIES,
  DEFECT_CATEGORY_LABELS,
  DEFECT_SEVERITIES,
  DEFECT_SEVERITY_LABELS,
  DEFECT_SORTS,
  type DefectSort,
} from '@shared/defects/catalogue';
import { FilterSelect, toFilterOptions } from '../../components/filter-select';
import { SearchBox } from '../../components/search-box';
import { Checkbox } from '../../components/ui/checkbox';
import type { DefectsParams } from './defects-params';

const SORT_LABELS: Record<DefectSort, string> = {
  createdAt: 'Date raised',
  dueDate: 'Due date',
  severity: 'Severity',
  reference: 'Reference',
  title: 'Title',
  status: 'Status',
};

const SEVERITY_OPTIONS = toFilterOptions(DEFECT_SEVERITIES, DEFECT_SEVERITY_LABELS);
const CATEGORY_OPTIONS = toFilterOptions(DEFECT_CATEGORIES, DEFECT_CATEGORY_LABELS);
const SORT_OPTIONS = toFilterOptions(DEFECT_SORTS, SORT_LABELS);
const DIRECTION_OPTIONS = toFilterOptions(['desc', 'asc'], {
  desc: 'Descending',
  asc: 'Ascending',
});

type ToolbarProps = {
  params: DefectsParams;
  onChange: (patch: Partial<DefectsParams>) => void;
};

/** Search, filters and sort of the Defect Log; every change goes back to page 1. */
export function DefectsToolbar({ params, onChange }: ToolbarProps) {
  const set = (patch: Partial<DefectsParams>) => onChange({ ...patch, page: 1 });
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <SearchBox
        id="defect-search"
        label="Search defects"
        placeholder="Reference, title, inspection, address or installer"
        value={params.search}
        onSearch={(search) => set({ search })}
      />
      <FilterSelect
        id="defect-severity"
        label="Severity"
        className="w-40"
        allLabel="All severities"
        options={SEVERITY_OPTIONS}
        value={params.severity}
        onChange={(severity) => set({ severity })}
      />
      <FilterSelect
        id="defect-category"
        label="Category"
        className="w-44"
        allLabel="All categories"
        options={CATEGORY_OPTIONS}
        value={params.category}
        onChange={(category) => set({ category })}
      />
      <FilterSelect
        id="defect-sort"
        label="Sort by"
        className="w-40"
        options={SORT_OPTIONS}
        value={params.sort}
        onChange={(sort) => set({ sort })}
      />
      <FilterSelect
        id="defect-direction"
        label="Order"
        className="w-36"
        options={DIRECTION_OPTIONS}
        value={params.dir}
        onChange={(dir) => set({ dir })}
      />
      <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
        <Checkbox
          checked={params.overdue === '1'}
          onChange={(e) => set({ overdue: e.target.checked ? '1' : '' })}
        />
        Overdue only
      </label>
    </div>
  );
}

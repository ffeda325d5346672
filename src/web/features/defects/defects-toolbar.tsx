import {
  DEFECT_CATEGORIES,
  DEFECT_CATEGORY_LABELS,
  DEFECT_SEVERITIES,
  DEFECT_SEVERITY_LABELS,
  DEFECT_SORTS,
  type DefectSort,
} from '@/shared/defects/catalogue';
import { FilterSelect, toFilterOptions } from '@/web/components/filter-select';
import { CheckboxFilter, FilterToolbar } from '@/web/components/filter-toolbar';
import { SearchBox } from '@/web/components/search-box';
import { SortControls } from '@/web/components/sort-controls';
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

type ToolbarProps = {
  params: DefectsParams;
  onChange: (patch: Partial<DefectsParams>) => void;
};

/** Search, filters and sort of the Defect Log; every change goes back to page 1. */
export function DefectsToolbar({ params, onChange }: ToolbarProps) {
  const set = (patch: Partial<DefectsParams>) => onChange({ ...patch, page: 1 });
  return (
    <FilterToolbar>
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
      <SortControls
        idPrefix="defect"
        options={SORT_OPTIONS}
        sort={params.sort}
        dir={params.dir}
        onChange={set}
      />
      <CheckboxFilter
        label="Overdue only"
        checked={params.overdue === '1'}
        onChange={(isOn) => set({ overdue: isOn ? '1' : '' })}
      />
    </FilterToolbar>
  );
}

import type { MeasureInspectedFilter, MeasureSort } from '@/shared/sampling/measures';
import { FilterSelect, type FilterOption } from '@/web/components/filter-select';
import { SearchBox } from '@/web/components/search-box';
import { SortControls } from '@/web/components/sort-controls';
import { useMeasureFilterOptions } from '../api/use-measures';
import { FilterPanel } from '../filter-panel';
import { currentQuarter, pickerQuarters, quarterLabel } from '../quarters';
import type { MeasuresParams } from './measures-params';

const SORT_OPTIONS: FilterOption<MeasureSort>[] = [
  { value: 'installedDate', label: 'Installed date' },
  { value: 'umr', label: 'UMR' },
  { value: 'installer', label: 'Installer' },
  { value: 'category', label: 'Category' },
  { value: 'postcode', label: 'Postcode' },
];

const INSPECTED_OPTIONS: FilterOption<MeasureInspectedFilter>[] = [
  { value: 'yes', label: 'Inspected' },
  { value: 'no', label: 'Not inspected' },
];

const asOptions = (rows: readonly { id: string; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

type ToolbarProps = {
  params: MeasuresParams;
  onChange: (patch: Partial<MeasuresParams>) => void;
};

/** Search, filters and sort of the measures register; every change goes back to page 1. */
export function MeasuresToolbar({ params, onChange }: ToolbarProps) {
  const options = useMeasureFilterOptions();
  const set = (patch: Partial<MeasuresParams>) => onChange({ ...patch, page: 1 });
  const quarters = pickerQuarters(currentQuarter(), 8, params.quarter).map((q) => ({
    value: q,
    label: quarterLabel(q),
  }));
  const categories = (options.data?.categories ?? []).map((c) => ({ value: c, label: c }));
  return (
    <FilterPanel
      search={
        <SearchBox
          id="measure-search"
          label="Search measures"
          placeholder="UMR, UPRN or postcode"
          value={params.search}
          onSearch={(search) => set({ search })}
        />
      }
    >
      <FilterSelect
        id="measure-scheme"
        label="Scheme"
        className="w-44"
        allLabel="All schemes"
        options={asOptions(options.data?.schemes)}
        value={params.scheme}
        onChange={(scheme) => set({ scheme })}
      />
      <FilterSelect
        id="measure-category"
        label="Category"
        className="w-36"
        allLabel="All categories"
        options={categories}
        value={params.category}
        onChange={(category) => set({ category })}
      />
      <FilterSelect
        id="measure-installer"
        label="Installer"
        className="w-48 max-sm:col-span-2"
        allLabel="All installers"
        options={asOptions(options.data?.installers)}
        value={params.installer}
        onChange={(installer) => set({ installer })}
      />
      <FilterSelect
        id="measure-quarter"
        label="Installed in"
        className="w-52 max-sm:col-span-2"
        allLabel="Any quarter"
        options={quarters}
        value={params.quarter}
        onChange={(quarter) => set({ quarter })}
      />
      <FilterSelect
        id="measure-inspected"
        label="Inspected"
        className="w-40 max-sm:col-span-2"
        allLabel="Inspected or not"
        options={INSPECTED_OPTIONS}
        value={params.inspected}
        onChange={(inspected) => set({ inspected })}
      />
      <SortControls
        idPrefix="measure"
        options={SORT_OPTIONS}
        sort={params.sort}
        dir={params.dir}
        onChange={set}
      />
    </FilterPanel>
  );
}

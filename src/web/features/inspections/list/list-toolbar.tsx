import { INSPECTION_SORTS, type InspectionSort } from '@/shared/inspections/queries';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/form-field';
import { Select } from '@/web/components/ui/select';
import { readOption } from '@/web/lib/search-params';
import { SORT_LABELS, type ListParams } from './list-params';
import { SearchBox } from '@/web/components/search-box';

type ListToolbarProps = {
  params: ListParams;
  onChange: (patch: Partial<ListParams>, options?: { replace?: boolean }) => void;
};

export function ListToolbar({ params, onChange }: ListToolbarProps) {
  const isDescending = params.dir === 'desc';
  const DirectionIcon = isDescending ? ArrowDownWideNarrow : ArrowUpNarrowWide;
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:flex-row lg:items-end">
      {/* Replace, not push: one history entry per keystroke pause would make Back useless. */}
      <SearchBox
        id="inspection-search"
        label="Search inspections"
        placeholder="Search by reference, policy, address, postcode, customer or installer"
        value={params.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <div className="flex items-end gap-2">
        <FormField id="inspection-sort" label="Sort by" className="w-40">
          {(c) => (
            <Select
              id={c.id}
              value={params.sort}
              onChange={(event) =>
                onChange({
                  sort: readOption<InspectionSort>(event.target.value, INSPECTION_SORTS, 'date'),
                  page: 1,
                })
              }
            >
              {INSPECTION_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button
          variant="secondary"
          aria-label={`Sort direction: ${isDescending ? 'Descending' : 'Ascending'}`}
          onClick={() => onChange({ dir: isDescending ? 'asc' : 'desc', page: 1 })}
        >
          <DirectionIcon aria-hidden="true" className="h-4 w-4" />
          {isDescending ? 'Descending' : 'Ascending'}
        </Button>
      </div>
    </div>
  );
}

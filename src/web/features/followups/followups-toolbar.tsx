import {
  FOLLOWUP_PRIORITIES,
  FOLLOWUP_PRIORITY_LABELS,
  FOLLOWUP_SORTS,
  FOLLOWUP_TYPES,
  FOLLOWUP_TYPE_LABELS,
  type FollowupSort,
} from '@/shared/followups/catalogue';
import { FilterSelect, toFilterOptions } from '@/web/components/filter-select';
import { SearchBox } from '@/web/components/search-box';
import { SortControls } from '@/web/components/sort-controls';
import { Checkbox } from '@/web/components/ui/checkbox';
import type { FollowupsParams } from './followups-params';

const SORT_LABELS: Record<FollowupSort, string> = {
  dueDate: 'Due date',
  createdAt: 'Date created',
  priority: 'Priority',
  progress: 'Progress',
  title: 'Title',
};

const TYPE_OPTIONS = toFilterOptions(FOLLOWUP_TYPES, FOLLOWUP_TYPE_LABELS);
const PRIORITY_OPTIONS = toFilterOptions(FOLLOWUP_PRIORITIES, FOLLOWUP_PRIORITY_LABELS);
const SORT_OPTIONS = toFilterOptions(FOLLOWUP_SORTS, SORT_LABELS);

type ToolbarProps = {
  params: FollowupsParams;
  onChange: (patch: Partial<FollowupsParams>) => void;
};

export function FollowupsToolbar({ params, onChange }: ToolbarProps) {
  const set = (patch: Partial<FollowupsParams>) => onChange({ ...patch, page: 1 });
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <SearchBox
        id="followup-search"
        label="Search follow-ups"
        placeholder="Title, inspection, address or defect"
        value={params.search}
        onSearch={(search) => set({ search })}
      />
      <FilterSelect
        id="followup-type-filter"
        label="Type"
        className="w-48"
        allLabel="All types"
        options={TYPE_OPTIONS}
        value={params.type}
        onChange={(type) => set({ type })}
      />
      <FilterSelect
        id="followup-priority-filter"
        label="Priority"
        className="w-36"
        allLabel="All priorities"
        options={PRIORITY_OPTIONS}
        value={params.priority}
        onChange={(priority) => set({ priority })}
      />
      <SortControls
        idPrefix="followup"
        options={SORT_OPTIONS}
        sort={params.sort}
        dir={params.dir}
        firstDirection="asc"
        onChange={set}
      />
      <label className="flex h-10 items-center gap-2 text-sm text-slate-800">
        <Checkbox
          checked={params.mine === '1'}
          onChange={(e) => set({ mine: e.target.checked ? '1' : '' })}
        />
        Assigned to me
      </label>
    </div>
  );
}

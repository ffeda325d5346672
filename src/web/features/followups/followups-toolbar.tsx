import {
  FOLLOWUP_PRIORITIES,
  FOLLOWUP_PRIORITY_LABELS,
  FOLLOWUP_SORTS,
  FOLLOWUP_TYPES,
  FOLLOWUP_TYPE_LABELS,
  type FollowupSort,
} from '@/shared/followups/catalogue';
import { FilterSelect, toFilterOptions } from '@/web/components/filter-select';
import { CheckboxFilter, FilterToolbar } from '@/web/components/filter-toolbar';
import { SearchBox } from '@/web/components/search-box';
import { SortControls } from '@/web/components/sort-controls';
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
    <FilterToolbar>
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
      <CheckboxFilter
        label="Assigned to me"
        checked={params.mine === '1'}
        onChange={(isOn) => set({ mine: isOn ? '1' : '' })}
      />
    </FilterToolbar>
  );
}

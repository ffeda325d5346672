import {
  FOLLOWUP_PRIORITIES,
  FOLLOWUP_PRIORITY_LABELS,
  FOLLOWUP_SORTS,
  FOLLOWUP_TYPES,
  FOLLOWUP_TYPE_LABELS,
  type FollowupPriority,
  type FollowupSort,
  type FollowupType,
} from '@shared/followups/catalogue';
import { SearchBox } from '../../components/search-box';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { readOption } from '../../lib/search-params';
import type { FollowupsParams } from './followups-params';

const SORT_LABELS: Record<FollowupSort, string> = {
  dueDate: 'Due date',
  createdAt: 'Date created',
  priority: 'Priority',
  progress: 'Progress',
  title: 'Title',
};

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
      <div className="w-48">
        <Label htmlFor="followup-type-filter">Type</Label>
        <Select
          id="followup-type-filter"
          className="mt-1"
          value={params.type}
          onChange={(e) =>
            set({ type: readOption<FollowupType | ''>(e.target.value, FOLLOWUP_TYPES, '') })
          }
        >
          <option value="">All types</option>
          {FOLLOWUP_TYPES.map((t) => (
            <option key={t} value={t}>
              {FOLLOWUP_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-36">
        <Label htmlFor="followup-priority-filter">Priority</Label>
        <Select
          id="followup-priority-filter"
          className="mt-1"
          value={params.priority}
          onChange={(e) =>
            set({
              priority: readOption<FollowupPriority | ''>(e.target.value, FOLLOWUP_PRIORITIES, ''),
            })
          }
        >
          <option value="">All priorities</option>
          {FOLLOWUP_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {FOLLOWUP_PRIORITY_LABELS[p]}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-40">
        <Label htmlFor="followup-sort">Sort by</Label>
        <Select
          id="followup-sort"
          className="mt-1"
          value={params.sort}
          onChange={(e) => set({ sort: readOption(e.target.value, FOLLOWUP_SORTS, 'dueDate') })}
        >
          {FOLLOWUP_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-36">
        <Label htmlFor="followup-direction">Order</Label>
        <Select
          id="followup-direction"
          className="mt-1"
          value={params.dir}
          onChange={(e) => set({ dir: e.target.value === 'desc' ? 'desc' : 'asc' })}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </Select>
      </div>
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

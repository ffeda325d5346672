import {
  DEFECT_CATEGORIES,
  DEFECT_CATEGORY_LABELS,
  DEFECT_SEVERITIES,
  DEFECT_SEVERITY_LABELS,
  DEFECT_SORTS,
  type DefectCategory,
  type DefectSeverity,
  type DefectSort,
} from '@shared/defects/catalogue';
import { SearchBox } from '../../components/search-box';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { readOption } from '../../lib/search-params';
import type { DefectsParams } from './defects-params';

const SORT_LABELS: Record<DefectSort, string> = {
  createdAt: 'Date raised',
  dueDate: 'Due date',
  severity: 'Severity',
  reference: 'Reference',
  title: 'Title',
  status: 'Status',
};

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
      <div className="w-40">
        <Label htmlFor="defect-severity">Severity</Label>
        <Select
          id="defect-severity"
          className="mt-1"
          value={params.severity}
          onChange={(e) =>
            set({
              severity: readOption<DefectSeverity | ''>(e.target.value, DEFECT_SEVERITIES, ''),
            })
          }
        >
          <option value="">All severities</option>
          {DEFECT_SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {DEFECT_SEVERITY_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-44">
        <Label htmlFor="defect-category">Category</Label>
        <Select
          id="defect-category"
          className="mt-1"
          value={params.category}
          onChange={(e) =>
            set({
              category: readOption<DefectCategory | ''>(e.target.value, DEFECT_CATEGORIES, ''),
            })
          }
        >
          <option value="">All categories</option>
          {DEFECT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {DEFECT_CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-40">
        <Label htmlFor="defect-sort">Sort by</Label>
        <Select
          id="defect-sort"
          className="mt-1"
          value={params.sort}
          onChange={(e) => set({ sort: readOption(e.target.value, DEFECT_SORTS, 'createdAt') })}
        >
          {DEFECT_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-36">
        <Label htmlFor="defect-direction">Order</Label>
        <Select
          id="defect-direction"
          className="mt-1"
          value={params.dir}
          onChange={(e) => set({ dir: e.target.value === 'asc' ? 'asc' : 'desc' })}
        >
          <option value="desc">Descending</option>
          <option value="asc">Ascending</option>
        </Select>
      </div>
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

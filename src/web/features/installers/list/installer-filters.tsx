import { INSTALLER_STATUSES, MONITORING_TYPES } from '@/shared/installers/catalogue';
import { FilterSelect, type FilterOption } from '@/web/components/filter-select';
import { SearchBox } from '@/web/components/search-box';
import type { InstallerListParams } from './list-params';

// The catalogue values are their own labels.
const asOptions = <T extends string>(values: readonly T[]): FilterOption<T>[] =>
  values.map((value) => ({ value, label: value }));
const STATUS_OPTIONS = asOptions(INSTALLER_STATUSES);
const MONITORING_OPTIONS = asOptions(MONITORING_TYPES);

type InstallerFiltersProps = {
  params: InstallerListParams;
  onChange: (patch: Partial<InstallerListParams>, options?: { replace?: boolean }) => void;
};

export function InstallerFilters({ params, onChange }: InstallerFiltersProps) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:flex-row lg:items-end">
      {/* Replace, not push: one history entry per keystroke pause would make Back useless. */}
      <SearchBox
        id="installer-search"
        label="Search installers"
        placeholder="Search by name, QMP cert, email or company number"
        value={params.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <div className="grid grid-cols-2 gap-4 lg:w-96">
        <FilterSelect
          id="installer-status-filter"
          label="Status"
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={params.status}
          onChange={(status) => onChange({ status, page: 1 })}
        />
        <FilterSelect
          id="installer-monitoring-filter"
          label="Monitoring type"
          allLabel="All types"
          options={MONITORING_OPTIONS}
          value={params.monitoringType}
          onChange={(monitoringType) => onChange({ monitoringType, page: 1 })}
        />
      </div>
    </div>
  );
}

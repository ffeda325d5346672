import { INSTALLER_STATUSES, MONITORING_TYPES } from '@shared/installers/catalogue';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { readOption } from '../../../lib/search-params';
import { SearchBox } from '../../../components/search-box';
import type { InstallerListParams } from './list-params';

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
        <div>
          <Label htmlFor="installer-status-filter">Status</Label>
          <Select
            id="installer-status-filter"
            className="mt-1"
            value={params.status}
            onChange={(event) =>
              onChange({
                status: readOption(event.target.value, ['', ...INSTALLER_STATUSES] as const, ''),
                page: 1,
              })
            }
          >
            <option value="">All statuses</option>
            {INSTALLER_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="installer-monitoring-filter">Monitoring type</Label>
          <Select
            id="installer-monitoring-filter"
            className="mt-1"
            value={params.monitoringType}
            onChange={(event) =>
              onChange({
                monitoringType: readOption(
                  event.target.value,
                  ['', ...MONITORING_TYPES] as const,
                  '',
                ),
                page: 1,
              })
            }
          >
            <option value="">All types</option>
            {MONITORING_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}

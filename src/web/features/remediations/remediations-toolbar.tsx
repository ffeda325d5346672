import { REMEDIATION_STATES, type RemediationState } from '@/shared/installer-portal/remediations';
import { CheckboxFilter, FilterToolbar } from '@/web/components/filter-toolbar';
import { FilterSelect } from '@/web/components/filter-select';
import { SearchBox } from '@/web/components/search-box';
import { useInstallerFilterOptions } from './api/use-staff-remediations';
import type { RemediationsParams } from './remediations-params';

const STATE_OPTIONS = REMEDIATION_STATES.map((value) => ({ value, label: value }));

type ToolbarProps = {
  value: RemediationsParams;
  onChange: (change: Partial<RemediationsParams>) => void;
};

/** Search by reference, installer, state and 'Late or overdue only'. */
export function RemediationsToolbar({ value, onChange }: ToolbarProps) {
  const installers = useInstallerFilterOptions();
  const options = (installers.data ?? []).map((i) => ({ value: i.id, label: i.name }));
  // An installer from a link that is not among the options still shows as chosen.
  if (value.installerId && !options.some((o) => o.value === value.installerId))
    options.unshift({ value: value.installerId, label: 'The chosen installer' });
  return (
    <FilterToolbar>
      <SearchBox
        id="remediations-search"
        label="Search by reference"
        placeholder="INS-2026-…"
        value={value.search}
        onSearch={(search) => onChange({ search })}
      />
      <FilterSelect
        id="remediations-installer"
        label="Installer"
        allLabel="All installers"
        className="w-full sm:w-56"
        options={options}
        value={value.installerId}
        onChange={(installerId) => onChange({ installerId })}
      />
      <FilterSelect<RemediationState>
        id="remediations-state"
        label="State"
        allLabel="All states"
        className="w-full sm:w-48"
        options={STATE_OPTIONS}
        value={value.state}
        onChange={(state) => onChange({ state })}
      />
      <CheckboxFilter
        label="Late or overdue only"
        checked={value.lateOnly}
        onChange={(lateOnly) => onChange({ lateOnly })}
      />
    </FilterToolbar>
  );
}

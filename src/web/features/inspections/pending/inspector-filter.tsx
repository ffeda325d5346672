import { UNASSIGNED_INSPECTOR } from '@/shared/inspections/pending-queue';
import { FilterSelect } from '@/web/components/filter-select';
import { useInspectorOptions } from '../api/use-inspection-queries';

type InspectorFilterProps = { value: string; onChange: (inspectorId: string) => void };

/**
 * Inspectors from staff: the tenant's active INSPECTOR users, the list the
 * registration form chooses from (inspection.inspectorOptions), plus 'Not assigned'.
 */
export function InspectorFilter({ value, onChange }: InspectorFilterProps) {
  const options = useInspectorOptions();
  const choices = [
    { value: UNASSIGNED_INSPECTOR, label: 'Not assigned' },
    ...(options.data ?? []).map((inspector) => ({ value: inspector.id, label: inspector.name })),
  ];
  return (
    <FilterSelect
      id="pending-inspector"
      label="Inspector"
      allLabel={options.isError ? 'All inspectors (list unavailable)' : 'All inspectors'}
      options={choices}
      value={value}
      onChange={onChange}
    />
  );
}

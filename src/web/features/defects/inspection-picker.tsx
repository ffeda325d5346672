import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { useState } from 'react';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { useDebouncedValue } from './use-debounced-value';
import { useInspectionOptions } from './api/use-defect-queries';
import { FormField, fieldAria } from '@/web/components/form-field';

type InspectionPickerProps = {
  value: string;
  onChange: (id: string) => void;
  error?: string;
};

/** Find an inspection by reference or address, then pick it from the matches. */
export function InspectionPicker({ value, onChange, error }: InspectionPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const options = useInspectionOptions({ search: term });
  // The chosen inspection stays listed when a new search no longer matches it.
  const chosen = useInspectionOptions({ search: '', id: value }, value !== '');
  const list = [...(chosen.data ?? []), ...(options.data ?? []).filter((o) => o.id !== value)];
  return (
    <div className="space-y-2">
      <FormField id="defect-inspection-search" label="Find inspection">
        {(c) => (
          <Input
            id={c.id}
            placeholder="Reference or address"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="defect-inspection" label="Inspection" error={error}>
        {(c) => (
          <Select
            {...fieldAria(c)}
            value={value}
            aria-busy={options.isFetching || undefined}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">
              {options.isPending
                ? 'Loading inspections…'
                : `Choose an inspection (${list.length} found)`}
            </option>
            {list.map((o) => (
              <option key={o.id} value={o.id}>
                {o.reference} · {o.propertyAddress} · {STATUS_LABELS[o.status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}

import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { useState } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { useDebouncedValue } from './use-debounced-value';
import { useInspectionOptions } from './api/use-defect-queries';
import { FieldError } from '@/web/components/field-error';

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
      <div>
        <Label htmlFor="defect-inspection-search">Find inspection</Label>
        <Input
          id="defect-inspection-search"
          className="mt-1"
          placeholder="Reference or address"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="defect-inspection">Inspection</Label>
        <Select
          id="defect-inspection"
          className="mt-1"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'defect-inspection-error' : undefined}
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
        <FieldError id="defect-inspection-error" message={error} />
      </div>
    </div>
  );
}

import { useState } from 'react';
import { FINAL_STATUSES, STATUS_LABELS } from '@/shared/inspections/statuses';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useDebouncedCallback } from '@/web/lib/use-debounced-callback';
import { useInspectionSearch } from './api/use-schedule-queries';

export type PickedInspection = { id: string; reference: string; propertyAddress: string };

/** Optional link to a registered inspection, found by reference, address, postcode or customer. */
export function InspectionPicker({
  value,
  onChange,
}: {
  value: PickedInspection | null;
  onChange: (inspection: PickedInspection | null) => void;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedCallback(setSearch, 300);
  const results = useInspectionSearch(search, search.trim().length >= 2 && !value);
  if (value) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-md border border-slate-300 p-2 text-sm">
        <span>
          <span className="font-medium">{value.reference}</span> · {value.propertyAddress}
        </span>
        <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
          Remove
        </Button>
      </div>
    );
  }
  return (
    <div>
      <FormField id="book-inspection-search" label="For an existing inspection (optional)">
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="search"
            placeholder="Search by reference, address or postcode"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              debounced(event.target.value);
            }}
          />
        )}
      </FormField>
      {search.trim().length >= 2 && (
        <div className="mt-2" aria-live="polite">
          {results.isPending ? (
            <p className="text-sm text-slate-600">Searching…</p>
          ) : results.isError ? (
            <p className="text-sm text-red-700">Could not search inspections.</p>
          ) : results.data.items.length === 0 ? (
            <p className="text-sm text-slate-600">No inspections match.</p>
          ) : (
            <ul aria-label="Matching inspections" className="space-y-1">
              {results.data.items.map((item) => {
                const isClosed = FINAL_STATUSES.includes(item.status);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      disabled={isClosed}
                      onClick={() => onChange(item)}
                      className="w-full rounded-md border border-slate-200 px-2 py-1.5 text-left text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500"
                    >
                      <span className="font-medium">{item.reference}</span> · {item.propertyAddress}
                      {isClosed && ` (${STATUS_LABELS[item.status]})`}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

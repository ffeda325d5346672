import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FINAL_STATUSES, STATUS_LABELS } from '@/shared/inspections/statuses';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useDebouncedCallback } from '@/web/lib/use-debounced-callback';
import { useTRPC } from '@/web/lib/trpc';

export type PickedInspection = { id: string; reference: string; propertyAddress: string };

/** Optional link to a registered inspection, found by reference, address, postcode or customer. */
export function InspectionPicker({
  value,
  onChange,
}: {
  value: PickedInspection | null;
  onChange: (inspection: PickedInspection | null) => void;
}) {
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedCallback(setSearch, 300);
  const results = useQuery(
    trpc.inspection.list.queryOptions(
      { search, limit: 6, tab: 'all' },
      { enabled: search.trim().length >= 2 && !value },
    ),
  );
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
      <Label htmlFor="book-inspection-search">For an existing inspection (optional)</Label>
      <Input
        id="book-inspection-search"
        type="search"
        className="mt-1"
        placeholder="Search by reference, address or postcode"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          debounced(event.target.value);
        }}
      />
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

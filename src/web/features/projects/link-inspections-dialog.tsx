import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { FormField, fieldAria } from '@/web/components/form-field';
import { SearchBox } from '@/web/components/search-box';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { describeError } from '@/web/lib/describe-error';
import { useLinkInspections } from './api/use-project-mutations';
import { useInspectionSearch } from './api/use-project-queries';

type Props = { projectId: string; linkedIds: ReadonlySet<string> };

function LinkInspectionsForm({ projectId, linkedIds, onDone }: Props & { onDone: () => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const results = useInspectionSearch(search);
  const mutation = useLinkInspections({ onDone });
  const toggle = (id: string, isOn: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (isOn) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-4">
      <SearchBox
        id="link-inspection-search"
        label="Find inspections"
        placeholder="Reference, address, postcode or customer"
        value={search}
        onSearch={setSearch}
      />
      <SearchResults
        search={search}
        results={results}
        linkedIds={linkedIds}
        chosen={chosen}
        onToggle={toggle}
      />
      {mutation.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(mutation.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button
          disabled={chosen.size === 0 || mutation.isPending}
          onClick={() => mutation.mutate({ projectId, inspectionIds: [...chosen] })}
        >
          {mutation.isPending
            ? 'Linking…'
            : chosen.size > 0
              ? `Link ${chosen.size} Selected`
              : 'Link Selected'}
        </Button>
      </div>
    </div>
  );
}

type SearchResultsProps = {
  search: string;
  results: ReturnType<typeof useInspectionSearch>;
  linkedIds: ReadonlySet<string>;
  chosen: ReadonlySet<string>;
  onToggle: (id: string, isOn: boolean) => void;
};

/** The matches as checkboxes; those already in the project show ticked and locked. */
function SearchResults({ search, results, linkedIds, chosen, onToggle }: SearchResultsProps) {
  return (
    <div aria-live="polite" className="max-h-72 overflow-y-auto">
      {search.length < 2 ? (
        <p className="text-sm text-slate-600">Type at least two characters to search.</p>
      ) : results.isPending ? (
        <p className="text-sm text-slate-600">Searching…</p>
      ) : results.isError ? (
        <p className="text-sm text-red-700">{describeError(results.error).message}</p>
      ) : results.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No inspections match.</p>
      ) : (
        <ul aria-label="Matching inspections" className="space-y-2">
          {results.data.items.map((item) => {
            const isLinked = linkedIds.has(item.id);
            const id = `link-${item.id}`;
            return (
              <li key={item.id}>
                <FormField
                  id={id}
                  layout="inline-top"
                  label={
                    <>
                      <span className="font-medium">{item.reference}</span> · {item.propertyAddress}{' '}
                      ({STATUS_LABELS[item.status]}){isLinked && ' · already linked'}
                    </>
                  }
                >
                  {(c) => (
                    <Checkbox
                      {...fieldAria(c)}
                      className="mt-0.5"
                      disabled={isLinked}
                      checked={isLinked || chosen.has(item.id)}
                      onChange={(event) => onToggle(item.id, event.target.checked)}
                    />
                  )}
                </FormField>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function LinkInspectionsDialog(props: Props) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Link2 aria-hidden="true" className="h-4 w-4" />
          Link Inspections
        </Button>
      </DialogTrigger>
      {isOpen && (
        <DialogContent title="Link Inspections" className="max-w-2xl">
          <LinkInspectionsForm {...props} onDone={() => setIsOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

import { useState } from 'react';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { describeError } from '@/web/lib/describe-error';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useMergeTargets } from './api/use-improvement-queries';
import { useMergeSuggestion } from './api/use-suggestion-actions';
import type { SuggestionRow } from './types';

type MergeTargets = ReturnType<typeof useMergeTargets>;

/** The empty choice says whether the list is still coming, empty, or waiting for a choice. */
function placeholderOf(targets: MergeTargets) {
  if (targets.isPending) return 'Fetching suggestions…';
  return targets.data?.length === 0 ? 'No other suggestion matches' : 'Choose the original';
}

/** Merge into an original found by its title (the server offers the most-voted matches). */
export function MergeControl({ suggestion }: { suggestion: SuggestionRow }) {
  const [search, setSearch] = useState('');
  const [mergeInto, setMergeInto] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const targets = useMergeTargets(suggestion.id, settled);
  const merge = useMergeSuggestion({ onMerged: () => setMergeInto('') });
  const s = suggestion;
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <FormField id={`merge-search-${s.id}`} label="Find the original">
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        )}
      </FormField>
      <FormField id={`merge-${s.id}`} label="Merge as duplicate of" className="min-w-0">
        {(c) => (
          <Select
            {...fieldAria(c)}
            value={mergeInto}
            onChange={(e) => setMergeInto(e.target.value)}
          >
            <option value="">{placeholderOf(targets)}</option>
            {targets.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title} ({o.votes} votes)
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button
        variant="secondary"
        size="sm"
        disabled={mergeInto === '' || merge.isPending}
        onClick={() => merge.mutate({ id: s.id, intoId: mergeInto })}
      >
        Merge
      </Button>
      {targets.isError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {describeError(targets.error).message}
        </p>
      )}
    </div>
  );
}

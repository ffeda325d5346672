import { useState } from 'react';
import {
  SETTABLE_SUGGESTION_STATUSES,
  SUGGESTION_STATUS_LABELS,
} from '@/shared/improvements/catalogue';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Select } from '@/web/components/ui/select';
import { useSetSuggestionStatus } from './api/use-suggestion-actions';
import { LabelOptions } from './label-options';
import { MergeControl } from './merge-control';
import type { SuggestionRow } from './types';

/** A manager's status select and the merge-as-duplicate panel it opens. */
export function SuggestionTriage({ suggestion: s }: { suggestion: SuggestionRow }) {
  const [showMerge, setShowMerge] = useState(false);
  const setStatus = useSetSuggestionStatus();
  return (
    <>
      <div className="flex flex-wrap items-end gap-2">
        <FormField id={`status-${s.id}`} label="Status">
          {(c) => (
            <Select
              {...fieldAria(c)}
              value={s.status}
              disabled={setStatus.isPending}
              onChange={(e) => {
                const status = SETTABLE_SUGGESTION_STATUSES.find((x) => x === e.target.value);
                if (status) setStatus.mutate({ id: s.id, status });
              }}
            >
              <LabelOptions
                values={SETTABLE_SUGGESTION_STATUSES}
                labels={SUGGESTION_STATUS_LABELS}
              />
            </Select>
          )}
        </FormField>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showMerge}
          onClick={() => setShowMerge((v) => !v)}
        >
          Merge as duplicate…
        </Button>
      </div>
      {showMerge && <MergeControl suggestion={s} />}
    </>
  );
}

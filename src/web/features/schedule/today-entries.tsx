import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { EntryList, type EntryActions } from './entry-list';
import type { CalendarEntry } from './types';

/** A busy day lists dozens of visits; the card shows the next few and expands on request. */
export const TODAY_PREVIEW = 5;

export function TodayEntries({
  entries,
  actions,
}: {
  entries: readonly CalendarEntry[];
  actions: EntryActions;
}) {
  const [showAll, setShowAll] = useState(false);
  const hidden = entries.length - TODAY_PREVIEW;
  const shown = showAll || hidden <= 0 ? entries : entries.slice(0, TODAY_PREVIEW);
  return (
    <div className="space-y-3">
      <EntryList
        entries={shown}
        emptyText="No inspections scheduled for today."
        actions={actions}
      />
      {hidden > 0 && (
        <Button variant="secondary" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
          {showAll ? 'Show fewer' : `Show all ${entries.length}`}
        </Button>
      )}
    </div>
  );
}

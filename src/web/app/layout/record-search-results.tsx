import { RECORD_KIND_LABELS, RECORD_KINDS } from '@/shared/search/record-kinds';
import type { RecordHit } from '@/shared/search/records';
import { cn } from '@/web/lib/cn';

export const RESULTS_ID = 'header-search-results';
export const optionId = (index: number) => `header-search-option-${index}`;

type Props = {
  hits: readonly RecordHit[];
  activeIndex: number;
  state: 'loading' | 'error' | 'ready';
  onChoose: (hit: RecordHit) => void;
  onHover: (index: number) => void;
};

/**
 * The records under the header search box, grouped by kind in RECORD_KINDS
 * order. Options are chosen with the arrow keys from the box (aria-activedescendant)
 * or by pointer; mouse-down is kept from blurring the box so the click lands.
 */
export function RecordSearchResults({ hits, activeIndex, state, onChoose, onHover }: Props) {
  const groups = RECORD_KINDS.map((kind) => ({
    kind,
    items: hits.map((hit, index) => ({ hit, index })).filter(({ hit }) => hit.kind === kind),
  })).filter((group) => group.items.length > 0);
  return (
    <div
      className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg md:min-w-[28rem]"
      onMouseDown={(event) => event.preventDefault()}
    >
      <div id={RESULTS_ID} role="listbox" aria-label="Matching records">
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${RESULTS_ID}-${group.kind}`}>
            <p
              id={`${RESULTS_ID}-${group.kind}`}
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              {RECORD_KIND_LABELS[group.kind]}
            </p>
            {group.items.map(({ hit, index }) => (
              <div
                key={`${hit.kind}-${hit.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => onChoose(hit)}
                onMouseMove={() => onHover(index)}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm',
                  index === activeIndex ? 'bg-emerald-50' : 'hover:bg-slate-50',
                )}
              >
                <span className="block font-medium break-words text-slate-900">{hit.title}</span>
                {hit.detail && (
                  <span className="block text-xs break-words text-slate-600">{hit.detail}</span>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      <p role="status" className={cn('px-3 text-sm text-slate-600', groups.length === 0 && 'py-2')}>
        {state === 'loading' && groups.length === 0 && 'Searching…'}
        {state === 'error' &&
          'Search is unavailable just now. Press Enter to try the results page.'}
        {state === 'ready' && groups.length === 0 && 'No matching records.'}
      </p>
    </div>
  );
}

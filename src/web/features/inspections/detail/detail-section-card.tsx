import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { DetailSection } from './detail-fields';

/** Values that say nothing: a phone has no room for them, and a desktop reader gains nothing. */
const EMPTY_VALUES = new Set(['', 'N/A', 'TBD']);

/** Open from md up; on a phone the read-only details start collapsed under the checklist. */
const OPEN_FROM = '(min-width: 48rem)';

function startsOpen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(OPEN_FROM).matches;
}

/**
 * One titled group of read-only fields as a disclosure (issue 28 point 7): open on a desktop,
 * collapsed on a phone; fields with no value ('N/A', 'TBD', blank) are left out. Multi-line text
 * (notes, defects) keeps its line breaks.
 */
export function DetailSectionCard({ section }: { section: DetailSection }) {
  const [isOpen, setIsOpen] = useState(startsOpen);
  const headingId = `section-${section.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const fields = section.fields.filter(({ value }) => !EMPTY_VALUES.has(value.trim()));
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <details open={isOpen} onToggle={(event) => setIsOpen(event.currentTarget.open)}>
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg p-5 [&::-webkit-details-marker]:hidden">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {section.title}
          </h2>
          <ChevronDown
            aria-hidden="true"
            className={`h-5 w-5 shrink-0 text-slate-500 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        </summary>
        <div className="px-5 pb-5">
          {fields.length === 0 ? (
            <p className="text-sm text-slate-600">{section.emptyText ?? 'Nothing recorded yet.'}</p>
          ) : (
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {fields.map(({ label, value }) => (
                <div key={label} className="min-w-0">
                  <dt className="text-sm font-medium text-slate-600">{label}</dt>
                  <dd className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-900">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </details>
    </section>
  );
}

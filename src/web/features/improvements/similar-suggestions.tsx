import { SUGGESTION_STATUS_LABELS } from '@/shared/improvements/catalogue';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useSimilarSuggestions } from './api/use-improvement-queries';

/** The similar suggestions already on the board, while a title is typed. */
export function SimilarSuggestions({ title }: { title: string }) {
  const settled = useDebouncedValue(title.trim(), 300);
  const similar = useSimilarSuggestions(settled);
  if (settled.length < 3 || !similar.data || similar.data.length === 0) return null;
  return (
    <div
      role="status"
      aria-label="Similar suggestions"
      className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm"
    >
      <p className="font-medium text-amber-900">Similar suggestions already exist:</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-amber-900">
        {similar.data.map((s) => (
          <li key={s.id}>
            {s.title}{' '}
            <span className="text-amber-800">
              ({SUGGESTION_STATUS_LABELS[s.status]}, {s.votes} votes)
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-amber-900">Vote for one of them instead if it is the same idea.</p>
    </div>
  );
}

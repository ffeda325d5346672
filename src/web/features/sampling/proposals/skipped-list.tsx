import { formatDateTime } from '@/shared/format';
import type { SkippedMeasure } from '../api/use-proposals';

/** Measures skipped this quarter, with who skipped them, when and why. */
export function SkippedList({ skipped }: { skipped: readonly SkippedMeasure[] }) {
  if (skipped.length === 0) return null;
  return (
    <section
      aria-labelledby="skipped-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="skipped-heading" className="text-base font-semibold text-slate-900">
        Skipped this quarter ({skipped.length})
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {skipped.map((s) => (
          <li key={s.measureId} className="py-2 text-sm">
            <p className="font-medium text-slate-900">
              {s.addressLine1}, {s.postcode} <span className="text-slate-600">(UMR {s.umr})</span>
            </p>
            <p className="text-slate-700">Reason: {s.reason}</p>
            <p className="text-xs text-slate-600">
              {s.skippedByName ?? 'A former user'}, {formatDateTime(s.skippedAt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

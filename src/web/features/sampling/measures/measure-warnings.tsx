import { formatDateTime } from '@/shared/format';
import { Card } from '@/web/components/ui/card';
import type { MeasureDetail } from './measure-facts';

/** The entry warnings a user accepted when the measure was imported, with who and when. */
export function MeasureWarnings({ measure: m }: { measure: MeasureDetail }) {
  return (
    <Card className="p-4">
      <section aria-labelledby="measure-warnings">
        <h2 id="measure-warnings" className="text-base font-semibold text-slate-900">
          Accepted warnings
        </h2>
        {m.acceptedWarnings.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            None: the measure passed the entry checks without a warning.
          </p>
        ) : (
          <>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-900">
              {m.acceptedWarnings.map((w) => (
                <li key={w.code}>{w.message}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-slate-700">
              Accepted by {m.warningsAcceptedByName ?? 'a former user'} on{' '}
              {formatDateTime(m.warningsAcceptedAt)}
            </p>
          </>
        )}
      </section>
    </Card>
  );
}

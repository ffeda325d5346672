import { Link } from 'react-router';
import { buildInspectionPath } from '@/web/app/paths';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { useOutcomeBreaches } from '../api/use-inspection-settings';

/**
 * Records made before the outcome rules that break them (decision 012): a
 * coordinator corrects each one (overturn the fail with a reason, or an
 * administrator reopens it); nothing is changed silently. Hidden when there are none.
 */
export function OutcomeBreaches() {
  const breaches = useOutcomeBreaches();
  if (breaches.isPending) return <Spinner label="Checking outcomes against checklists" />;
  if (breaches.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not check outcomes against checklists. {describeError(breaches.error).message}
      </p>
    );
  if (breaches.data.length === 0) return null;
  return (
    <section
      aria-labelledby="outcome-breaches"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 shadow-sm"
    >
      <h2 id="outcome-breaches" className="font-semibold text-amber-950">
        Outcomes that contradict their checklist ({breaches.data.length})
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        Passed although an item is answered Fail. Open each one to overturn the fail with a reason,
        or ask an administrator to reopen it.
      </p>
      <ul className="mt-2 divide-y divide-amber-200 text-sm">
        {breaches.data.map((b) => (
          <li key={b.id} className="flex flex-wrap gap-x-3 py-1.5">
            <Link className="font-medium text-emerald-900 underline" to={buildInspectionPath(b.id)}>
              {b.reference}
            </Link>
            <span className="text-slate-800">{b.problem}</span>
            <span className="text-slate-700">Failed: {b.failedItems.join(', ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

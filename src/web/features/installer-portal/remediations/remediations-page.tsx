import { EmptyState, ErrorState } from '@/web/components/query-states';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { usePortalRemediations } from './api/use-portal-remediations';
import { RemediationCard } from './remediation-card';

/**
 * /portal/remediations (issue 31 point 4): the installer's failed items, what needs action first
 * by deadline (Category 1 in hours), then those waiting for review, then the accepted ones.
 */
export function RemediationsPage() {
  const query = usePortalRemediations();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Remediations</h1>
      <p className="text-sm text-slate-700">
        Fix each failed item and send photos or PDFs of the fix with a note of what was done. The
        clock stops when you submit; if your evidence is rejected it restarts where it stopped.
      </p>
      {query.isPending ? (
        <Spinner label="Loading your remediations" className="py-10" />
      ) : query.isError ? (
        <ErrorState
          title="Could not load your remediations"
          message={describeError(query.error).message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          title="No remediations"
          hint="None of your inspections has a failed item that needs fixing."
        />
      ) : (
        <ul className="space-y-3">
          {query.data.map((item) => (
            <li key={`${item.inspectionId}:${item.itemId}`}>
              <RemediationCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

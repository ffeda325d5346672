import { ErrorState } from '@/web/components/query-states';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { usePortalOverview } from '../api/use-portal-overview';
import { FiguresSection } from './figures-section';
import { OpenItemsCard } from './open-items-card';

/** /portal: what needs doing first, then how the installer is doing this quarter. */
export function OverviewPage() {
  const overview = usePortalOverview();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Overview</h1>
      {overview.isPending ? (
        <Spinner label="Loading your overview" className="py-10" />
      ) : overview.isError ? (
        <ErrorState
          title="Could not load your overview"
          message={describeError(overview.error).message}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <OpenItemsCard open={overview.data.openItems} />
          <FiguresSection overview={overview.data} />
        </>
      )}
    </div>
  );
}

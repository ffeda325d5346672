import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { DownloadLink } from '@/web/components/download-link';
import { Pagination } from '@/web/components/pagination';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { describeError } from '@/web/lib/describe-error';
import { useStaffRemediations } from './api/use-staff-remediations';
import {
  exportQuery,
  readRemediationsParams,
  writeRemediationsParams,
  type RemediationsParams,
} from './remediations-params';
import { RemediationsTable } from './remediations-table';
import { RemediationsToolbar } from './remediations-toolbar';

/**
 * /remediations (issue 31 point 7): failed items across installers for coordinators and admins,
 * submitted evidence awaiting review first (the review window's time left), then by deadline.
 * Accept and reject happen on the inspection's checklist, which each row opens.
 */
export function RemediationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = readRemediationsParams(searchParams);
  const query = useStaffRemediations({
    ...(value.installerId ? { installerId: value.installerId } : {}),
    ...(value.state ? { state: value.state } : {}),
    lateOnly: value.lateOnly,
    search: value.search,
    page: value.page,
  });
  const change = (next: Partial<RemediationsParams>) =>
    setSearchParams(writeRemediationsParams({ ...value, page: 1, ...next }));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-semibold text-slate-900">Remediations</h1>
          <p className="mt-1 text-sm text-slate-700">
            Failed items across installers. Evidence waiting for review comes first, then what
            installers still owe by deadline. Open a row to accept or reject on the checklist.
          </p>
        </div>
        <DownloadLink href={`/api/remediations/export.xlsx?${exportQuery(value)}`}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export to Excel
        </DownloadLink>
      </div>
      <RemediationsToolbar value={value} onChange={change} />
      {query.isPending ? (
        <TableSkeleton label="Loading remediations" />
      ) : query.isError ? (
        <ErrorState
          title="Could not load remediations"
          message={describeError(query.error).message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.rows.length === 0 ? (
        <EmptyState
          title="No remediations"
          hint="No failed item matches these filters. Clear a filter to see more."
        />
      ) : (
        <>
          <RemediationsTable rows={query.data.rows} />
          <Pagination
            page={query.data.page}
            pages={Math.max(1, Math.ceil(query.data.total / query.data.pageSize))}
            limit={query.data.pageSize}
            total={query.data.total}
            onPageChange={(page) => change({ page })}
          />
        </>
      )}
    </div>
  );
}

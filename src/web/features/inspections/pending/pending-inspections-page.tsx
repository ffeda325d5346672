import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { describeError } from '../../../lib/describe-error';
import type { StatusTarget } from '../shared/inspection-types';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/query-states';
import { UpdateStatusDialog } from '../shared/update-status-dialog';
import { usePermissions } from '../../../lib/use-permissions';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { PendingFilters } from './pending-filters';
import { PENDING_DEFAULTS, parsePendingParams } from './pending-params';
import { PendingTable } from './pending-table';

function describeCount(total: number): string {
  return `${total} ${total === 1 ? 'inspection' : 'inspections'} awaiting action`;
}

export function PendingInspectionsPage() {
  const trpc = useTRPC();
  const { can } = usePermissions();
  const [params, setParams] = useSearchParamsState(parsePendingParams, PENDING_DEFAULTS);
  const [target, setTarget] = useState<StatusTarget | null>(null);
  const query = useQuery(
    trpc.inspection.getPendingInspections.queryOptions(
      {
        page: params.page,
        measureType: params.measureType || undefined,
        trigger: params.trigger || undefined,
      },
      // Keep the old page on screen while the next one loads, instead of flashing the skeleton.
      { placeholderData: keepPreviousData },
    ),
  );
  const pagination = query.data?.pagination;

  // A status update can empty the last page; step back to the new last page rather than show nothing.
  useEffect(() => {
    if (pagination && pagination.pages > 0 && params.page > pagination.pages) {
      setParams({ page: pagination.pages }, { replace: true });
    }
  }, [pagination, params.page, setParams]);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Pending Inspections</h1>
        {pagination && <p className="mt-1 text-slate-600">{describeCount(pagination.total)}</p>}
      </div>
      <PendingFilters
        measureType={params.measureType}
        trigger={params.trigger}
        onMeasureTypeChange={(measureType) => setParams({ measureType, page: 1 })}
        onTriggerChange={(trigger) => setParams({ trigger, page: 1 })}
        onClear={() => setParams({ measureType: '', trigger: '', page: 1 })}
      />
      {query.isPending ? (
        <TableSkeleton />
      ) : query.isError ? (
        <ErrorState
          message={describeError(query.error).message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.inspections.length === 0 ? (
        <EmptyState
          title="No pending inspections"
          hint="All inspections have been completed or there are no inspections matching your filters."
        />
      ) : (
        <div className="space-y-4" aria-busy={query.isPlaceholderData || undefined}>
          <PendingTable
            rows={query.data.inspections}
            canEdit={can('inspections:edit')}
            onUpdateStatus={(row) => setTarget(row)}
          />
          <Pagination
            page={query.data.pagination.page}
            pages={query.data.pagination.pages}
            limit={query.data.pagination.limit}
            total={query.data.pagination.total}
            onPageChange={(page) => setParams({ page })}
          />
        </div>
      )}
      <UpdateStatusDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

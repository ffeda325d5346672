import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import type { StatusTarget } from '../shared/inspection-types';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { UpdateStatusDialog } from '../shared/update-status-dialog';
import { usePermissions } from '../../../lib/use-permissions';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { PendingFilters } from './pending-filters';
import { PENDING_DEFAULTS, parsePendingParams } from './pending-params';
import { PENDING_COLUMNS } from './pending-columns';

function describeCount(total: number): string {
  return `${total} ${total === 1 ? 'inspection' : 'inspections'} awaiting action`;
}

export function PendingInspectionsPage() {
  const trpc = useTRPC();
  const canEdit = usePermissions().can('inspections:edit');
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
      <DataTable
        label="Pending inspections"
        loadingLabel="Loading inspections"
        errorTitle="Could not load inspections"
        columns={PENDING_COLUMNS}
        rows={query.data?.inspections}
        getRowId={(row) => row.id}
        query={query}
        empty={{
          title: 'No pending inspections',
          hint: 'All inspections have been completed or there are no inspections matching your filters.',
        }}
        pagination={pagination && { ...pagination, onPageChange: (page) => setParams({ page }) }}
        rowActions={(row, layout) =>
          canEdit && row.mayAct ? (
            <Button
              size={layout === 'card' ? 'md' : 'sm'}
              className={layout === 'card' ? 'flex-1' : undefined}
              aria-label={`Update status for policy ${row.policyId}`}
              onClick={() => setTarget(row)}
            >
              Update Status
            </Button>
          ) : (
            <span className="text-slate-600">No actions</span>
          )
        }
      />
      <UpdateStatusDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

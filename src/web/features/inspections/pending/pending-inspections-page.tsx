import { useEffect, useState } from 'react';
import { usePendingInspections } from '../api/use-inspection-queries';
import type { PendingRow, StatusTarget } from '../shared/inspection-types';
import type { RowActionsLayout } from '@/web/components/data-table/types';
import { DataTable } from '@/web/components/data-table/data-table';
import { Button } from '@/web/components/ui/button';
import { UpdateStatusDialog } from '../shared/update-status-dialog';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { PendingFilters } from './pending-filters';
import {
  PENDING_DEFAULTS,
  describeSelectionScope,
  parsePendingParams,
  toPendingInput,
} from './pending-params';
import { PENDING_COLUMNS } from './pending-columns';
import { SelectionBar } from './selection-bar';

function describeCount(total: number): string {
  return `${total} ${total === 1 ? 'inspection' : 'inspections'} awaiting action`;
}

export function PendingInspectionsPage() {
  const { can } = usePermissions();
  const canEdit = can('inspections:edit');
  // Reassigning is for roles that may edit others' inspections, as the server checks.
  const canAssign = can('inspections:edit_all');
  const [params, setParams] = useSearchParamsState(parsePendingParams, PENDING_DEFAULTS);
  const [target, setTarget] = useState<StatusTarget | null>(null);
  // Picked rows belong to the filters they were picked under (pages included); other filters
  // may show other rows, so a change of filters starts a new selection.
  const scope = describeSelectionScope(params);
  const [selection, setSelection] = useState<{ scope: string; ids: readonly string[] }>({
    scope,
    ids: [],
  });
  const selected = selection.scope === scope ? selection.ids : [];
  // Keeps the old page on screen while the next one loads, instead of flashing the skeleton.
  const query = usePendingInspections(toPendingInput(params));
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
        params={params}
        canFilterByInspector={can('inspections:view_all')}
        onChange={(patch) => setParams({ ...patch, page: 1 })}
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
        selection={
          canAssign
            ? {
                selectedIds: selected,
                onSelectedIdsChange: (ids) => setSelection({ scope, ids }),
                rowLabel: (row) => `Select policy ${row.policyId} (${row.reference})`,
                pageLabel: 'Select all inspections on this page',
              }
            : undefined
        }
        rowActions={(row, layout) =>
          canEdit && row.mayAct ? (
            <UpdateStatusButton row={row} layout={layout} onClick={() => setTarget(row)} />
          ) : (
            <span className="text-slate-600">No actions</span>
          )
        }
      />
      {canAssign && selected.length > 0 && (
        <SelectionBar ids={selected} onClear={() => setSelection({ scope, ids: [] })} />
      )}
      <UpdateStatusDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

type UpdateStatusButtonProps = { row: PendingRow; layout: RowActionsLayout; onClick: () => void };

/** A row's Update Status, named by its policy; on a phone card a large button sharing the width. */
function UpdateStatusButton({ row, layout, onClick }: UpdateStatusButtonProps) {
  return (
    <Button
      size={layout === 'card' ? 'md' : 'sm'}
      className={layout === 'card' ? 'flex-1' : undefined}
      aria-label={`Update status for policy ${row.policyId}`}
      onClick={onClick}
    >
      Update Status
    </Button>
  );
}

import { Download, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { useInspectionList, useInspectionStats } from '../api/use-inspection-queries';
import { DataTable } from '@/web/components/data-table/data-table';
import { toggleSort } from '@/web/components/data-table/sort-params';
import { UpdateStatusDialog, type StatusDialogTarget } from '../shared/update-status-dialog';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { InspectionStatCards } from './inspection-stat-cards';
import { INSPECTION_COLUMNS, SORTABLE_COLUMNS } from './inspection-columns';
import {
  LIST_DEFAULTS,
  buildExportHref,
  describeEmptyHint,
  parseListParams,
  type ListParams,
} from './list-params';
import { EvidenceZipButton } from './evidence-zip-button';
import { ListTabs } from './list-tabs';
import { ListToolbar } from './list-toolbar';
import { RowActions } from './row-actions';

const ACTION_CLASS =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium';

export function ViewInspectionsPage() {
  const { can } = usePermissions();
  const [params, setParams] = useSearchParamsState(parseListParams, LIST_DEFAULTS);
  const [target, setTarget] = useState<StatusDialogTarget | null>(null);
  const stats = useInspectionStats(params.search);
  const list = useInspectionList({
    search: params.search,
    tab: params.tab,
    sort: params.sort,
    direction: params.dir,
    page: params.page,
  });
  const pagination = list.data?.pagination;

  // A status update or a narrower search can leave the page past the end; step back to the last one.
  useEffect(() => {
    if (pagination && pagination.pages > 0 && params.page > pagination.pages) {
      setParams({ page: pagination.pages }, { replace: true });
    }
  }, [pagination, params.page, setParams]);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <ListHeader params={params} canCreate={can('inspections:create')} />
      <InspectionStatCards stats={stats.data} />
      <ListToolbar params={params} onChange={setParams} />
      <ListTabs
        tab={params.tab}
        counts={stats.data && { all: stats.data.total, ...stats.data }}
        onTabChange={(tab) => setParams({ tab, page: 1 })}
      >
        <DataTable
          label="Inspections"
          columns={INSPECTION_COLUMNS}
          rows={list.data?.items}
          getRowId={(row) => row.id}
          query={list}
          empty={{
            title: 'No inspections found',
            hint: describeEmptyHint(params.tab, params.search),
          }}
          pagination={pagination && { ...pagination, onPageChange: (page) => setParams({ page }) }}
          sorting={{
            sort: params.sort,
            dir: params.dir,
            sortable: SORTABLE_COLUMNS,
            // The toolbar's 'Sort by' stays at every width, so the cards need no control of their own.
            hideCardControl: true,
            onSort: (columnId) => setParams((latest) => toggleSort(latest, columnId)),
          }}
          rowActions={(row, layout) => (
            <RowActions
              row={row}
              layout={layout}
              canEdit={can('inspections:edit')}
              onUpdateStatus={(_, returnFocusTo) => setTarget({ ...row, returnFocusTo })}
            />
          )}
        />
      </ListTabs>
      <UpdateStatusDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

/**
 * The title, the CSV export and the evidence ZIP of what the list shows, and New Inspection
 * for those who may create.
 */
function ListHeader({ params, canCreate }: { params: ListParams; canCreate: boolean }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <h1 className="text-2xl font-semibold text-slate-900">View Inspections</h1>
      <div className="flex flex-wrap gap-2">
        {/* A plain download link: the browser streams the server's file instead of holding it in memory. */}
        <a
          href={buildExportHref(params)}
          download
          className={`${ACTION_CLASS} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </a>
        <EvidenceZipButton params={params} />
        {canCreate && (
          <Link
            to={PATHS.inspectionRegister}
            className={`${ACTION_CLASS} bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            New Inspection
          </Link>
        )}
      </div>
    </div>
  );
}

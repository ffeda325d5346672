import { useEffect, useReducer } from 'react';
import { useInstallerList, useInstallerStats } from '../api/use-installer-queries';
import { DataTable } from '@/web/components/data-table/data-table';
import { toggleSort } from '@/web/components/data-table/sort-params';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { usePermissions } from '@/web/lib/use-permissions';
import { AddInstallerDialog } from './add-installer-dialog';
import { BulkEmailDialog } from './bulk-email-dialog';
import { ExportMenu } from './export-menu';
import { InstallerFilters } from './installer-filters';
import { InstallerStatCards } from './installer-stat-cards';
import { INSTALLER_COLUMNS, SORTABLE_COLUMNS } from './installer-columns';
import { InstallerRowActions } from './installer-row-actions';
import {
  INSTALLER_LIST_DEFAULTS,
  PAGE_SIZE,
  describeEmptyHint,
  describeSelectionScope,
  parseInstallerListParams,
  toStatsInput,
} from './list-params';
import { EMPTY_SELECTION, readSelection, selectionReducer } from './selection';

export function InstallersPage() {
  const canEdit = usePermissions().can('installers:edit');
  const [params, setParams] = useSearchParamsState(
    parseInstallerListParams,
    INSTALLER_LIST_DEFAULTS,
  );
  const [selection, dispatch] = useReducer(selectionReducer, EMPTY_SELECTION);
  const scope = describeSelectionScope(params);
  const selected = readSelection(selection, scope);

  const stats = useInstallerStats(toStatsInput(params));
  const list = useInstallerList({
    ...toStatsInput(params),
    sort: params.sort,
    direction: params.dir,
    page: params.page,
    limit: PAGE_SIZE,
  });
  const pagination = list.data?.pagination;

  // A narrower search can leave the page past the end; step back to the last one.
  useEffect(() => {
    if (pagination && pagination.pages > 0 && params.page > pagination.pages) {
      setParams({ page: pagination.pages }, { replace: true });
    }
  }, [pagination, params.page, setParams]);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold text-slate-900">Installers</h1>
        <div className="flex flex-wrap gap-2">
          {canEdit && selected.length > 0 && (
            <BulkEmailDialog installerIds={selected} onSent={() => dispatch({ type: 'clear' })} />
          )}
          <ExportMenu params={params} />
          {canEdit && <AddInstallerDialog />}
        </div>
      </div>
      <InstallerStatCards stats={stats.data} />
      <InstallerFilters params={params} onChange={setParams} />
      <DataTable
        label="Installers"
        columns={INSTALLER_COLUMNS}
        rows={list.data?.items}
        getRowId={(row) => row.id}
        query={list}
        empty={{ title: 'No installers found', hint: describeEmptyHint(params) }}
        pagination={pagination && { ...pagination, onPageChange: (page) => setParams({ page }) }}
        sorting={{
          sort: params.sort,
          dir: params.dir,
          sortable: SORTABLE_COLUMNS,
          onSort: (columnId) => setParams((latest) => toggleSort(latest, columnId)),
        }}
        selection={{
          selectedIds: selected,
          onSelectedIdsChange: (ids) => dispatch({ type: 'set', scope, ids }),
          rowLabel: (row) => `Select ${row.name}`,
          pageLabel: 'Select all installers on this page',
        }}
        rowActions={(row, layout) => (
          <InstallerRowActions id={row.id} name={row.name} layout={layout} />
        )}
      />
    </div>
  );
}

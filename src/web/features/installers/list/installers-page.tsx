import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState, TableSkeleton } from '../../../components/query-states';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { usePermissions } from '../../../lib/use-permissions';
import { AddInstallerDialog } from './add-installer-dialog';
import { BulkEmailDialog } from './bulk-email-dialog';
import { ExportMenu } from './export-menu';
import { InstallerFilters } from './installer-filters';
import { InstallerStatCards } from './installer-stat-cards';
import { InstallersTable } from './installers-table';
import {
  INSTALLER_LIST_DEFAULTS,
  PAGE_SIZE,
  describeEmptyHint,
  describeSelectionScope,
  parseInstallerListParams,
  toStatsInput,
  toggleSort,
} from './list-params';
import { EMPTY_SELECTION, readSelection, selectionReducer } from './selection';
import { describeError } from '../../../lib/describe-error';

export function InstallersPage() {
  const trpc = useTRPC();
  const canEdit = usePermissions().can('installers:edit');
  const [params, setParams] = useSearchParamsState(
    parseInstallerListParams,
    INSTALLER_LIST_DEFAULTS,
  );
  const [selection, dispatch] = useReducer(selectionReducer, EMPTY_SELECTION);
  const scope = describeSelectionScope(params);
  const selected = readSelection(selection, scope);

  const stats = useQuery(
    trpc.installers.stats.queryOptions(toStatsInput(params), { placeholderData: keepPreviousData }),
  );
  const list = useQuery(
    trpc.installers.list.queryOptions(
      {
        ...toStatsInput(params),
        sort: params.sort,
        direction: params.direction,
        page: params.page,
        limit: PAGE_SIZE,
      },
      { placeholderData: keepPreviousData },
    ),
  );
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
      {list.isPending ? (
        <TableSkeleton label="Loading installers" />
      ) : list.isError ? (
        <ErrorState
          title="Could not load installers"
          message={describeError(list.error).message}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="No installers found" hint={describeEmptyHint(params)} />
      ) : (
        <div className="space-y-4" aria-busy={list.isPlaceholderData || undefined}>
          <InstallersTable
            rows={list.data.items}
            params={params}
            selected={selected}
            onSort={(field) =>
              // From the address bar: a second quick click must flip the order the first one set.
              setParams(
                toggleSort(
                  parseInstallerListParams(new URLSearchParams(window.location.search)),
                  field,
                ),
              )
            }
            onToggleRow={(id) => dispatch({ type: 'toggle', scope, id })}
            onTogglePage={() =>
              dispatch({
                type: 'togglePage',
                scope,
                pageIds: list.data.items.map((row) => row.id),
              })
            }
          />
          <Pagination
            page={list.data.pagination.page}
            pages={list.data.pagination.pages}
            limit={list.data.pagination.limit}
            total={list.data.pagination.total}
            onPageChange={(page) => setParams({ page })}
          />
        </div>
      )}
    </div>
  );
}

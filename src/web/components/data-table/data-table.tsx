import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { describeError } from '@/web/lib/describe-error';
import { Pagination } from '../pagination';
import { EmptyState, ErrorState, TableSkeleton } from '../query-states';
import { CardList } from './card-list';
import { DesktopTable } from './desktop-table';
import { fromRowSelection, toRowSelection } from './row-selection';
import type { DataTableProps } from './types';

/**
 * Every list page's table: server-side (manual) sorting and paging driven by the URL,
 * optional row selection, loading / error / empty states, always-visible row actions,
 * and cards below md. See docs/decisions/006-data-table.md.
 */
export function DataTable<Row, SortId extends string = string>(props: DataTableProps<Row, SortId>) {
  const { rows, query, pagination, sorting, selection } = props;
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  const sortingState: SortingState = sorting
    ? [{ id: sorting.sort, desc: sorting.dir === 'desc' }]
    : [];
  const selectionState: RowSelectionState = toRowSelection(selection?.selectedIds ?? []);
  const paginationState: PaginationState = {
    pageIndex: (pagination?.page ?? 1) - 1,
    pageSize: pagination?.limit ?? Math.max(data.length, 1),
  };
  // The server already sorted and cut the page: TanStack keeps the state, renders, selects.
  const table = useReactTable<Row>({
    data,
    columns: props.columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    pageCount: pagination?.pages ?? -1,
    // Placeholder rows belong to the previous sort or page: picking them would select rows
    // the new view does not show, so the boxes wait for the fresh rows.
    enableRowSelection: selection !== undefined && !query.isPlaceholderData,
    state: { sorting: sortingState, rowSelection: selectionState, pagination: paginationState },
    onRowSelectionChange: (updater) =>
      selection?.onSelectedIdsChange(fromRowSelection(functionalUpdate(updater, selectionState))),
    onPaginationChange: (updater) =>
      pagination?.onPageChange(functionalUpdate(updater, paginationState).pageIndex + 1),
  });

  if (query.isPending)
    return <TableSkeleton label={props.loadingLabel ?? `Loading ${props.label.toLowerCase()}`} />;
  if (query.isError) {
    return (
      <ErrorState
        title={props.errorTitle ?? `Could not load ${props.label.toLowerCase()}`}
        message={describeError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data.length === 0) return <EmptyState title={props.empty.title} hint={props.empty.hint} />;
  return (
    // aria-busy while the next page loads behind the current one (placeholder data).
    <div className="space-y-4" aria-busy={query.isPlaceholderData || undefined}>
      <DesktopTable {...props} table={table} />
      <CardList {...props} table={table} />
      {pagination && (
        <Pagination
          page={pagination.page}
          pages={pagination.pages}
          limit={pagination.limit}
          total={pagination.total}
          onPageChange={(page) => table.setPageIndex(page - 1)}
        />
      )}
    </div>
  );
}

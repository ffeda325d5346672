import { FOLLOWUP_TYPE_LABELS, type FollowupSort } from '@/shared/followups/catalogue';
import { canCompleteFollowup } from '@/shared/followups/rules';
import { formatDate } from '@/shared/format';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TablePagination, TableQuery, TableSorting } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { Progress } from '@/web/components/ui/progress';
import { buildInspectionPath } from '@/web/app/paths';
import { FollowupStatusBadge, PriorityBadge } from './followup-badges';
import type { FollowupRow } from './followup-types';

const column = createColumnHelper<FollowupRow>();

// Column ids that are also server sort ids ('title', 'priority', 'dueDate', 'progress') sort
// from their header; the created date sorts from the toolbar only.
const FOLLOWUP_COLUMNS = [
  column.display({
    id: 'title',
    header: 'Follow-up',
    meta: { card: 'title', className: 'max-w-md' },
    cell: ({ row: { original: row } }) => (
      <>
        <p className="font-medium text-slate-900">{row.title}</p>
        <p className="text-xs text-slate-600">{FOLLOWUP_TYPE_LABELS[row.type]}</p>
        {row.description && <p className="mt-1 line-clamp-2 text-slate-700">{row.description}</p>}
      </>
    ),
  }),
  column.display({
    id: 'related',
    header: 'Related',
    cell: ({ row: { original: row } }) => (
      <>
        {row.inspectionId ? (
          <Link
            to={buildInspectionPath(row.inspectionId)}
            className="font-medium text-emerald-800 underline-offset-2 hover:underline"
          >
            {row.inspectionReference}
          </Link>
        ) : (
          <span className="text-slate-600">N/A</span>
        )}
        {row.defectReference && <p className="text-xs text-slate-600">{row.defectReference}</p>}
      </>
    ),
  }),
  column.display({
    id: 'priority',
    header: 'Priority',
    cell: ({ row: { original: row } }) => <PriorityBadge priority={row.priority} />,
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: row } }) => <FollowupStatusBadge status={row.status} />,
  }),
  column.display({
    id: 'assignee',
    header: 'Assignee',
    cell: ({ row: { original: row } }) => (
      <span className="text-slate-800">{row.assigneeName ?? 'Unassigned'}</span>
    ),
  }),
  column.display({
    id: 'dueDate',
    header: 'Due',
    meta: { className: 'whitespace-nowrap text-slate-800' },
    cell: ({ row: { original: row } }) => (
      <>
        {formatDate(row.dueDate)}
        {row.completedAt && (
          <p className="text-xs text-slate-600">Completed {formatDate(row.completedAt)}</p>
        )}
      </>
    ),
  }),
  column.display({
    id: 'progress',
    header: 'Progress',
    meta: { className: 'w-40' },
    cell: ({ row: { original: row } }) => (
      <>
        <Progress value={row.progress} label={`Progress of ${row.title}`} />
        <p className="mt-1 text-xs text-slate-600">{row.progress}%</p>
      </>
    ),
  }),
];

const SORTABLE_COLUMNS = [
  'title',
  'priority',
  'dueDate',
  'progress',
] as const satisfies FollowupSort[];

type FollowupsTableProps = {
  query: TableQuery;
  rows: readonly FollowupRow[] | undefined;
  emptyHint: string;
  pagination: TablePagination | undefined;
  sorting: Omit<TableSorting<FollowupSort>, 'sortable' | 'hideCardControl'>;
  selectedIds: readonly string[];
  onSelectedIdsChange: (ids: string[]) => void;
  canManage: boolean;
  completingId: string | null;
  onComplete: (row: FollowupRow) => void;
  onEditProgress: (row: FollowupRow, opener: HTMLElement) => void;
};

export function FollowupsTable({
  emptyHint,
  selectedIds,
  onSelectedIdsChange,
  canManage,
  completingId,
  onComplete,
  onEditProgress,
  ...props
}: FollowupsTableProps) {
  return (
    <DataTable<FollowupRow, FollowupSort>
      {...props}
      label="Follow-up items"
      loadingLabel="Loading follow-ups"
      errorTitle="Could not load follow-ups"
      columns={FOLLOWUP_COLUMNS}
      getRowId={(row) => row.id}
      empty={{ title: 'No follow-ups found', hint: emptyHint }}
      // The toolbar's Sort by and Order work at every width, so cards need no control of their own.
      sorting={{ ...props.sorting, sortable: SORTABLE_COLUMNS, hideCardControl: true }}
      selection={{
        selectedIds,
        onSelectedIdsChange,
        rowLabel: (row) => `Select ${row.title}`,
        pageLabel: 'Select all follow-ups on this page',
      }}
      rowActions={
        canManage
          ? (row, layout) =>
              row.mayAct &&
              canCompleteFollowup(row.status) && (
                <div className={layout === 'card' ? 'flex flex-1 gap-2' : 'flex justify-end gap-2'}>
                  <Button
                    variant="secondary"
                    size={layout === 'card' ? 'md' : 'sm'}
                    className={layout === 'card' ? 'flex-1' : undefined}
                    aria-label={`Update progress of ${row.title}`}
                    onClick={(event) => onEditProgress(row, event.currentTarget)}
                  >
                    Progress
                  </Button>
                  <Button
                    size={layout === 'card' ? 'md' : 'sm'}
                    className={layout === 'card' ? 'flex-1' : undefined}
                    aria-label={`Complete ${row.title}`}
                    disabled={completingId === row.id}
                    onClick={() => onComplete(row)}
                  >
                    Complete
                  </Button>
                </div>
              )
          : undefined
      }
    />
  );
}

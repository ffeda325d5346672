import { DEFECT_CATEGORY_LABELS, type DefectSort } from '@/shared/defects/catalogue';
import { formatDateTime } from '@/shared/format';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TablePagination, TableQuery, TableSorting } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { buildInspectionPath } from '@/web/app/paths';
import { DefectStatusBadge, OverdueBadge, SeverityBadge } from './defect-badges';
import type { DefectRow } from './defect-types';

const column = createColumnHelper<DefectRow>();

// Column ids that are also server sort ids ('title', 'severity', 'status', 'dueDate') sort
// from their header; created date and reference sort from the toolbar only.
const DEFECT_COLUMNS = [
  column.display({
    id: 'title',
    header: 'Defect',
    meta: { card: 'title', className: 'max-w-md' },
    cell: ({ row: { original: row } }) => (
      <>
        <p className="font-medium text-slate-900">{row.title}</p>
        <p className="text-xs text-slate-600">
          {row.reference} · {DEFECT_CATEGORY_LABELS[row.category]}
          {row.location ? ` · ${row.location}` : ''}
        </p>
        <p className="mt-1 line-clamp-2 text-slate-700">{row.description}</p>
      </>
    ),
  }),
  column.display({
    id: 'inspection',
    header: 'Inspection',
    cell: ({ row: { original: row } }) => (
      <>
        <Link
          to={buildInspectionPath(row.inspectionId)}
          className="font-medium text-emerald-800 underline-offset-2 hover:underline"
        >
          {row.inspectionReference}
        </Link>
        <p className="text-xs text-slate-600">{row.propertyAddress}</p>
      </>
    ),
  }),
  column.display({
    id: 'severity',
    header: 'Severity',
    cell: ({ row: { original: row } }) => <SeverityBadge severity={row.severity} />,
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: row } }) => (
      <div className="flex flex-wrap gap-1">
        <DefectStatusBadge status={row.status} />
        {row.isOverdue && <OverdueBadge />}
      </div>
    ),
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
        {formatDateTime(row.dueDate)}
        {row.resolvedAt && (
          <p className="text-xs text-slate-600">Resolved {formatDateTime(row.resolvedAt)}</p>
        )}
      </>
    ),
  }),
];

const SORTABLE_COLUMNS = ['title', 'severity', 'status', 'dueDate'] as const satisfies DefectSort[];

type DefectsTableProps = {
  query: TableQuery;
  rows: readonly DefectRow[] | undefined;
  emptyHint: string;
  pagination: TablePagination | undefined;
  sorting: Omit<TableSorting<DefectSort>, 'sortable' | 'hideCardControl'>;
  canManage: boolean;
  onUpdate: (row: DefectRow, opener: HTMLElement) => void;
};

export function DefectsTable({ canManage, onUpdate, emptyHint, ...props }: DefectsTableProps) {
  return (
    <DataTable<DefectRow, DefectSort>
      {...props}
      label="Defects"
      columns={DEFECT_COLUMNS}
      getRowId={(row) => row.id}
      empty={{ title: 'No defects found', hint: emptyHint }}
      // The toolbar's Sort by and Order work at every width, so cards need no control of their own.
      sorting={{ ...props.sorting, sortable: SORTABLE_COLUMNS, hideCardControl: true }}
      rowActions={
        canManage
          ? (row, layout) =>
              row.mayAct && (
                <Button
                  variant="secondary"
                  size={layout === 'card' ? 'md' : 'sm'}
                  className={layout === 'card' ? 'flex-1' : undefined}
                  aria-label={`Update ${row.reference}`}
                  onClick={(event) => onUpdate(row, event.currentTarget)}
                >
                  Update
                </Button>
              )
          : undefined
      }
    />
  );
}

import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TablePagination, TableQuery } from '@/web/components/data-table/types';
import { buildProjectPath } from '@/web/app/paths';
import { PriorityBadge, ProjectStatusBadge } from './project-badges';
import type { ProjectRow } from './types';

const column = createColumnHelper<ProjectRow>();

const PROJECT_COLUMNS = [
  column.display({
    id: 'project',
    header: 'Project',
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => (
      <>
        <Link to={buildProjectPath(row.id)} className="font-medium text-emerald-800 underline">
          {row.name}
        </Link>
        <p className="text-xs text-slate-600">{row.reference}</p>
      </>
    ),
  }),
  column.accessor('type', { header: 'Type' }),
  column.display({
    id: 'priority',
    header: 'Priority',
    cell: ({ row: { original: row } }) => <PriorityBadge priority={row.priority} />,
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: row } }) => <ProjectStatusBadge status={row.status} />,
  }),
  column.accessor('inspectionCount', { header: 'Inspections', meta: { align: 'right' } }),
  column.display({
    id: 'created',
    header: 'Created',
    cell: ({ row: { original: row } }) => formatDate(row.createdAt),
  }),
];

type ProjectsTableProps = {
  query: TableQuery;
  rows: readonly ProjectRow[] | undefined;
  empty: { title: string; hint: string };
  pagination: TablePagination | undefined;
};

/** The project list; the name links to the project, so rows need no action column. */
export function ProjectsTable(props: ProjectsTableProps) {
  return (
    <DataTable<ProjectRow>
      {...props}
      label="Projects"
      columns={PROJECT_COLUMNS}
      getRowId={(row) => row.id}
    />
  );
}

import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { buildInspectionPath } from '@/web/app/paths';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TableQuery } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { StatusBadge } from '@/web/components/inspection-status-badge';
import { useUnlinkInspection } from './api/use-project-mutations';
import type { ProjectDetail } from './types';

type Row = ProjectDetail['inspections'][number];

const column = createColumnHelper<Row>();

const INSPECTION_COLUMNS = [
  column.display({
    id: 'inspection',
    header: 'Inspection',
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => (
      <>
        <Link to={buildInspectionPath(row.id)} className="font-medium text-emerald-800 underline">
          {row.reference}
        </Link>
        <p className="text-xs text-slate-600">{row.propertyAddress}</p>
      </>
    ),
  }),
  column.accessor('measureType', { header: 'Measure' }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: row } }) => <StatusBadge status={row.status} />,
  }),
  column.display({
    id: 'scheduled',
    header: 'Scheduled',
    cell: ({ row: { original: row } }) =>
      row.scheduledDate ? formatDate(row.scheduledDate) : 'Not set',
  }),
  column.display({
    id: 'inspector',
    header: 'Inspector',
    cell: ({ row: { original: row } }) => row.inspectorName || 'N/A',
  }),
];

type ProjectInspectionsTableProps = {
  projectId: string;
  /** The project's own query: its inspections come with it, all on one page. */
  query: TableQuery;
  rows: readonly Row[];
  empty: { title: string; hint: string };
  canManage: boolean;
};

export function ProjectInspectionsTable({
  projectId,
  query,
  rows,
  empty,
  canManage,
}: ProjectInspectionsTableProps) {
  const [toUnlink, setToUnlink] = useState<Row | null>(null);
  const unlink = useUnlinkInspection();
  return (
    <>
      <DataTable<Row>
        label="Linked inspections"
        columns={INSPECTION_COLUMNS}
        rows={rows}
        getRowId={(row) => row.id}
        query={query}
        empty={empty}
        rowActions={
          canManage
            ? (row, layout) => (
                <Button
                  size={layout === 'card' ? 'md' : 'sm'}
                  variant={layout === 'card' ? 'secondary' : 'ghost'}
                  className={layout === 'card' ? 'flex-1' : undefined}
                  aria-label={`Unlink ${row.reference}`}
                  onClick={() => setToUnlink(row)}
                >
                  Unlink
                </Button>
              )
            : undefined
        }
      />
      <ConfirmDialog
        open={toUnlink !== null}
        onOpenChange={(open) => !open && setToUnlink(null)}
        title="Unlink this inspection?"
        description={
          toUnlink
            ? `${toUnlink.reference} will no longer belong to this project. The inspection itself is kept.`
            : ''
        }
        confirmLabel="Unlink"
        isPending={unlink.isPending}
        onConfirm={() => {
          if (toUnlink) unlink.mutate({ projectId, inspectionId: toUnlink.id });
          setToUnlink(null);
        }}
      />
    </>
  );
}

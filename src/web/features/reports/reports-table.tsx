import { formatDateTime } from '@/shared/format';
import { REPORT_FORMAT_LABELS } from '@/shared/reports/catalogue';
import { createColumnHelper } from '@tanstack/react-table';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DataTable } from '@/web/components/data-table/data-table';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Progress } from '@/web/components/ui/progress';
import { useDeleteReport } from './api/use-report-actions';
import { useReportList } from './api/use-report-queries';
import { DownloadLink } from './download-link';
import { ReportStatusBadge } from './report-status-badge';
import type { ReportItem } from './report-types';
import { formatFileSize } from './reports-params';

const PAGE_SIZE = 10;

const column = createColumnHelper<ReportItem>();

const REPORT_COLUMNS = [
  column.display({
    id: 'report',
    header: 'Report',
    meta: { card: 'title', className: 'text-slate-900' },
    cell: ({ row: { original: r } }) => (
      <>
        {r.title}
        {r.isScheduled && <span className="ml-2 text-xs text-slate-600">(scheduled)</span>}
      </>
    ),
  }),
  column.display({
    id: 'format',
    header: 'Format',
    cell: ({ row: { original: r } }) => REPORT_FORMAT_LABELS[r.format],
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: r } }) => (
      <>
        {r.status === 'running' ? (
          <Progress value={r.progress} label={`${r.title} progress`} className="w-24" />
        ) : (
          <ReportStatusBadge status={r.status} />
        )}
        {r.error && <p className="mt-1 text-xs text-red-700">{r.error}</p>}
      </>
    ),
  }),
  column.display({
    id: 'rows',
    header: 'Rows',
    cell: ({ row: { original: r } }) => r.rowCount ?? 'N/A',
  }),
  column.display({
    id: 'size',
    header: 'Size',
    cell: ({ row: { original: r } }) => formatFileSize(r.sizeBytes),
  }),
  column.display({
    id: 'created',
    header: 'Created',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: r } }) => formatDateTime(r.createdAt),
  }),
];

/** The user's generated reports, newest first, with progress, download and delete. */
export function ReportsTable({
  page,
  onPageChange,
  canCreate,
  canExport,
}: {
  page: number;
  onPageChange: (page: number) => void;
  canCreate: boolean;
  canExport: boolean;
}) {
  const list = useReportList(page, PAGE_SIZE);
  const [toDelete, setToDelete] = useState<ReportItem | null>(null);
  const remove = useDeleteReport({ onDeleted: () => setToDelete(null) });

  const total = list.data?.total;
  const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  // Deleting the last report of the last page leaves that page empty: step back to the new last page.
  useEffect(() => {
    if (total !== undefined && total > 0 && page > pages) onPageChange(pages);
  }, [total, page, pages, onPageChange]);

  return (
    <div className="space-y-4">
      <DataTable<ReportItem>
        label="Your generated reports"
        loadingLabel="Loading reports"
        errorTitle="Could not load reports"
        columns={REPORT_COLUMNS}
        rows={list.data?.items}
        getRowId={(r) => r.id}
        query={list}
        empty={{
          title: 'No reports yet',
          hint: 'Generate a custom or quick report and it will be listed here.',
        }}
        pagination={
          total === undefined
            ? undefined
            : { page, pages, limit: PAGE_SIZE, total, onPageChange: onPageChange }
        }
        rowActions={(r) => (
          <ReportRowActions
            report={r}
            canDownload={canExport && Boolean(r.downloadUrl)}
            canDelete={canCreate && r.status !== 'running'}
            onDelete={setToDelete}
          />
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this report?"
        description={
          toDelete
            ? `${toDelete.title} (${toDelete.format.toUpperCase()}) of ${formatDateTime(toDelete.createdAt)} and its file will be deleted.`
            : ''
        }
        confirmLabel="Delete Report"
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      />
    </div>
  );
}

type ReportRowActionsProps = {
  report: ReportItem;
  canDownload: boolean;
  canDelete: boolean;
  onDelete: (report: ReportItem) => void;
};

/** Download and delete, for the roles allowed them. */
function ReportRowActions({ report: r, canDownload, canDelete, onDelete }: ReportRowActionsProps) {
  if (!canDownload && !canDelete) return null;
  return (
    <div className="flex items-center justify-end gap-2">
      {canDownload && <DownloadLink report={r} />}
      {canDelete && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${r.title} of ${formatDateTime(r.createdAt)}`}
          onClick={() => onDelete(r)}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      )}
    </div>
  );
}

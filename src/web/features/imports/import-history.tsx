import { createColumnHelper } from '@tanstack/react-table';
import { formatDate } from '@/shared/format';
import { DataTable } from '@/web/components/data-table/data-table';
import { DownloadLink } from '@/web/components/download-link';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useImportHistory } from './api/use-import-queries';

type HistoryRow = {
  id: string;
  fileName: string;
  type: string;
  uploadDate: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  records: number;
  errors: number;
  processedBy: string;
  failureMessage: string | null;
};

const STATUS_TONES = {
  completed: 'brand',
  processing: 'neutral',
  pending: 'neutral',
  failed: 'danger',
} as const;

const column = createColumnHelper<HistoryRow>();
const columns = [
  column.accessor('fileName', {
    header: 'File name',
    meta: { card: 'title', className: 'break-all' },
  }),
  column.accessor('type', { header: 'Type' }),
  column.accessor('uploadDate', { header: 'Upload date', cell: (c) => formatDate(c.getValue()) }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <span title={c.row.original.failureMessage ?? undefined}>
        <Badge tone={STATUS_TONES[c.getValue()]}>{c.getValue()}</Badge>
      </span>
    ),
  }),
  column.accessor('records', { header: 'Records', meta: { align: 'right' } }),
  column.accessor('errors', { header: 'Errors', meta: { align: 'right' } }),
  column.accessor('processedBy', { header: 'Processed by' }),
];

/** Upload history: every file of the tenant, newest first, with its error report. */
export function ImportHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const history = useImportHistory({ pollWhileProcessing: true });
  return (
    <DataTable
      label="Upload history"
      columns={columns}
      rows={history.data}
      getRowId={(row) => row.id}
      query={history}
      empty={{
        title: 'No files uploaded yet',
        hint: 'Uploaded files and their results appear here.',
      }}
      actionsLabel="Actions"
      rowActions={(row) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => onOpen(row.id)}>
            Open
          </Button>
          {row.errors > 0 && (
            <DownloadLink
              size="sm"
              href={`/api/imports/${row.id}/errors.xlsx`}
              label={`Error report for ${row.fileName}`}
            >
              Error report
            </DownloadLink>
          )}
        </div>
      )}
    />
  );
}

import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime } from '@/shared/format';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TableQuery } from '@/web/components/data-table/types';
import { DownloadLink } from '@/web/components/download-link';

export type BackupRow = { name: string; size: number; createdAt: string };

function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const column = createColumnHelper<BackupRow>();

const BACKUP_COLUMNS = [
  column.display({
    id: 'name',
    header: 'Name',
    meta: { card: 'title' },
    cell: ({ row: { original: backup } }) => (
      <span className="font-mono text-xs break-all text-slate-900">{backup.name}</span>
    ),
  }),
  column.display({
    id: 'size',
    header: 'Size',
    meta: { className: 'text-slate-700' },
    cell: ({ row: { original: backup } }) => formatBytes(backup.size),
  }),
  column.display({
    id: 'created',
    header: 'Created',
    meta: { className: 'text-slate-700' },
    cell: ({ row: { original: backup } }) => formatDateTime(backup.createdAt),
  }),
];

/** The backups kept on the server, newest first; each downloads by its file name. */
export function BackupsTable({
  backups,
  query,
}: {
  backups: readonly BackupRow[];
  query: TableQuery;
}) {
  return (
    <DataTable<BackupRow>
      label="Database backups, newest first"
      loadingLabel="Loading backups"
      errorTitle="Could not load backups"
      columns={BACKUP_COLUMNS}
      rows={backups}
      getRowId={(backup) => backup.name}
      query={query}
      empty={{ title: 'No backups yet', hint: 'Back up now, or wait for the daily backup.' }}
      rowActions={(backup, layout) => (
        <DownloadLink
          size={layout === 'card' ? 'md' : 'sm'}
          href={`/api/maintenance/backups/${encodeURIComponent(backup.name)}`}
          label={`Download ${backup.name}`}
        >
          Download
        </DownloadLink>
      )}
    />
  );
}

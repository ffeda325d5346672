import { createColumnHelper } from '@tanstack/react-table';
import { formatAuditTimestamp } from '@/shared/settings/audit-log';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TablePagination, TableQuery } from '@/web/components/data-table/types';

export type AuditLogRow = {
  id: string;
  timestamp: string;
  userName: string | null;
  userEmail: string | null;
  action: string;
  resource: string;
  resourceId: string | null;
  details: Record<string, unknown> | null;
  ipAddress: string | null;
};

function detailsText(details: Record<string, unknown> | null) {
  if (!details) return '';
  const text = JSON.stringify(details);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

const column = createColumnHelper<AuditLogRow>();

const AUDIT_COLUMNS = [
  column.display({
    id: 'timestamp',
    header: 'Timestamp',
    meta: { className: 'whitespace-nowrap text-slate-700' },
    cell: ({ row: { original: row } }) => formatAuditTimestamp(row.timestamp),
  }),
  column.display({
    id: 'user',
    header: 'User',
    // Long e-mail addresses wrap rather than widen the table past its box.
    meta: { className: 'max-w-56 text-slate-900 [overflow-wrap:anywhere]' },
    cell: ({ row: { original: row } }) => (
      <>
        {row.userName ?? row.userEmail ?? 'System'}
        {row.userName && row.userEmail && (
          <span className="block text-xs text-slate-600">{row.userEmail}</span>
        )}
      </>
    ),
  }),
  column.display({
    id: 'action',
    header: 'Action',
    // On a card the action heads it: what happened says more than when.
    meta: { card: 'title', className: 'text-slate-900' },
    cell: ({ row: { original: row } }) => row.action,
  }),
  column.display({
    id: 'resource',
    header: 'Resource',
    meta: { className: 'text-slate-900' },
    cell: ({ row: { original: row } }) => (
      <>
        {row.resource}
        {row.resourceId && (
          <span className="block font-mono text-xs break-all text-slate-600">{row.resourceId}</span>
        )}
      </>
    ),
  }),
  column.display({
    id: 'details',
    header: 'Details',
    meta: { className: 'max-w-xs font-mono text-xs break-all text-slate-700' },
    cell: ({ row: { original: row } }) => (
      <span title={row.details ? JSON.stringify(row.details, null, 2) : undefined}>
        {detailsText(row.details)}
      </span>
    ),
  }),
  column.display({
    id: 'ip',
    header: 'IP',
    meta: { className: 'whitespace-nowrap text-slate-700' },
    cell: ({ row: { original: row } }) => row.ipAddress ?? '',
  }),
];

type AuditLogTableProps = {
  rows: readonly AuditLogRow[] | undefined;
  query: TableQuery;
  hasFilters: boolean;
  pagination: TablePagination | undefined;
};

/** Read-only entries, newest first (the server's order): no sorting, no row actions. */
export function AuditLogTable({ hasFilters, ...props }: AuditLogTableProps) {
  return (
    <DataTable<AuditLogRow>
      {...props}
      label="Audit log entries, newest first"
      loadingLabel="Loading audit log"
      errorTitle="Could not load the audit log"
      columns={AUDIT_COLUMNS}
      getRowId={(row) => row.id}
      empty={{
        title: 'No audit entries',
        hint: hasFilters ? 'No entries match these filters.' : 'Changes will appear here.',
      }}
    />
  );
}

import { createColumnHelper } from '@tanstack/react-table';
import { Monitor, Smartphone } from 'lucide-react';
import { formatDateTime, formatRelativeAge } from '@/shared/format';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TableQuery } from '@/web/components/data-table/types';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';

export type SessionListRow = {
  id: string;
  userName: string;
  userEmail: string;
  device: string;
  isMobile: boolean;
  ipAddress: string | null;
  lastActivity: string;
  createdAt: string;
  isCurrent: boolean;
};

const column = createColumnHelper<SessionListRow>();

const SESSION_COLUMNS = [
  column.display({
    id: 'userDevice',
    header: 'User & Device',
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => {
      const Icon = row.isMobile ? Smartphone : Monitor;
      return (
        <div className="flex items-start gap-3">
          <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" />
          <div>
            <p className="font-medium text-slate-900">{row.userName}</p>
            <p className="text-slate-600">
              {row.device}
              {row.isMobile ? ' (mobile)' : ''}
            </p>
          </div>
        </div>
      );
    },
  }),
  column.display({
    id: 'ip',
    header: 'Location / IP',
    cell: ({ row: { original: row } }) => (
      <span className="text-slate-700">{row.ipAddress ?? 'N/A'}</span>
    ),
  }),
  column.display({
    id: 'lastActivity',
    header: 'Last Activity',
    cell: ({ row: { original: row } }) => (
      <time
        className="text-slate-700"
        dateTime={row.lastActivity}
        title={formatDateTime(row.lastActivity)}
      >
        {formatRelativeAge(row.lastActivity)}
      </time>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: row } }) =>
      row.isCurrent ? <Badge tone="brand">Current</Badge> : <Badge>Active</Badge>,
  }),
];

type SessionsTableProps = {
  rows: readonly SessionListRow[] | undefined;
  query: TableQuery;
  onTerminate: (row: SessionListRow) => void;
};

/** The current session cannot be terminated here (signing out does that), so it has no action. */
export function SessionsTable({ rows, query, onTerminate }: SessionsTableProps) {
  return (
    <DataTable<SessionListRow>
      label="Active sessions"
      loadingLabel="Loading sessions"
      errorTitle="Could not load sessions"
      columns={SESSION_COLUMNS}
      rows={rows}
      getRowId={(row) => row.id}
      query={query}
      empty={{ title: 'No active sessions', hint: 'Sessions appear here when people sign in.' }}
      rowActions={(row, layout) =>
        row.isCurrent ? null : (
          <Button
            variant="secondary"
            size={layout === 'card' ? 'md' : 'sm'}
            className={layout === 'card' ? 'flex-1' : undefined}
            aria-label={`Terminate session of ${row.userName} on ${row.device}`}
            onClick={() => onTerminate(row)}
          >
            Terminate
          </Button>
        )
      }
    />
  );
}

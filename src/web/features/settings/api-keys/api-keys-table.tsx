import { createColumnHelper } from '@tanstack/react-table';
import { formatDate } from '@/shared/format';
import { DataTable } from '@/web/components/data-table/data-table';
import { COLUMN_FROM_2XL, type TableQuery } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import type { ApiKeyRow } from './api/use-api-keys';
import { ukDateTime } from './key-words';

const column = createColumnHelper<ApiKeyRow>();

const STATUS_CLASS: Record<ApiKeyRow['status'], string> = {
  Active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  Expired: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  Revoked: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

const COLUMNS = [
  column.display({
    id: 'name',
    header: 'Name',
    meta: { card: 'title' },
    cell: ({ row: { original: key } }) => (
      <span className="font-medium text-slate-900">{key.name}</span>
    ),
  }),
  column.display({
    id: 'prefix',
    header: 'Key',
    cell: ({ row: { original: key } }) => (
      <span className="font-mono text-xs whitespace-nowrap text-slate-700">{key.prefix}…</span>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: key } }) => (
      <span
        className={cn(
          'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
          STATUS_CLASS[key.status],
        )}
      >
        {key.status}
      </span>
    ),
  }),
  column.display({
    id: 'scopes',
    header: 'Scopes',
    meta: { className: 'max-w-xs text-xs text-slate-700' },
    cell: ({ row: { original: key } }) => key.scopes.join(', '),
  }),
  column.display({
    id: 'rate',
    header: 'Rate',
    // Narrower screens keep it in the card; the table shows it from 2xl up.
    meta: { className: 'whitespace-nowrap text-slate-700', columnClassName: COLUMN_FROM_2XL },
    cell: ({ row: { original: key } }) => `${key.rateLimitPerMinute} / min`,
  }),
  column.display({
    id: 'created',
    header: 'Created',
    meta: { className: 'max-w-48 break-words text-slate-700', columnClassName: COLUMN_FROM_2XL },
    cell: ({ row: { original: key } }) => (
      <>
        {ukDateTime(key.createdAt, '')}
        <span className="block text-xs text-slate-500">by {key.createdByName}</span>
      </>
    ),
  }),
  column.display({
    id: 'expires',
    header: 'Expires',
    meta: { className: 'whitespace-nowrap text-slate-700' },
    cell: ({ row: { original: key } }) => (key.expiresAt ? formatDate(key.expiresAt) : 'Never'),
  }),
  column.display({
    id: 'lastUsed',
    header: 'Last used',
    meta: { className: 'text-slate-700' },
    cell: ({ row: { original: key } }) => (
      <>
        {ukDateTime(key.lastUsedAt, 'Never')}
        {key.lastUsedIp && (
          <span className="block font-mono text-xs text-slate-500">from {key.lastUsedIp}</span>
        )}
      </>
    ),
  }),
];

/** The tenant's keys, newest first, revoked and expired ones too. */
export function ApiKeysTable({
  keys,
  query,
  onRevoke,
}: {
  keys: readonly ApiKeyRow[] | undefined;
  query: TableQuery;
  onRevoke: (key: ApiKeyRow) => void;
}) {
  return (
    <DataTable<ApiKeyRow>
      label="API keys, newest first"
      loadingLabel="Loading API keys"
      errorTitle="Could not load API keys"
      columns={COLUMNS}
      rows={keys}
      getRowId={(key) => key.id}
      query={query}
      empty={{
        title: 'No API keys yet',
        hint: 'Create a key for each system that calls the InspectHub API.',
      }}
      rowActions={(key, layout) =>
        key.status === 'Revoked' ? null : (
          <Button
            size={layout === 'card' ? 'md' : 'sm'}
            variant="secondary"
            aria-label={`Revoke ${key.name}`}
            onClick={() => onRevoke(key)}
          >
            Revoke
          </Button>
        )
      }
    />
  );
}

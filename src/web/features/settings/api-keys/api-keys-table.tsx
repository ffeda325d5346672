import { createColumnHelper } from '@tanstack/react-table';
import { formatDate } from '@/shared/format';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TableQuery } from '@/web/components/data-table/types';
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
    // Who made it and when sit under the name, so every width shows them (the list must).
    cell: ({ row: { original: key } }) => (
      <>
        <span className="font-medium text-slate-900">{key.name}</span>
        <span className="block text-xs text-slate-600">
          Created {ukDateTime(key.createdAt, '')} by {key.createdByName}
        </span>
      </>
    ),
  }),
  column.display({
    id: 'prefix',
    header: 'Key',
    cell: ({ row: { original: key } }) => (
      <>
        <span className="font-mono text-xs whitespace-nowrap text-slate-700">{key.prefix}…</span>
        <span className="block text-xs whitespace-nowrap text-slate-600">
          {key.rateLimitPerMinute} / min
        </span>
      </>
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

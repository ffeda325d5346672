import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBadge } from '@/web/components/inspection-status-badge';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { buildOfflineInspectionPath } from '@/web/app/paths';
import { formatDate } from '@/shared/format';
import { waitingText } from './banner-text';
import { addressWithPostcode, formatRefreshed, windowText } from './list-text';
import type { KeptInspection } from './types';
import { useKeptInspections } from './use-kept-inspections';
import { useOnline } from './use-online';
import { useOutbox } from './use-outbox';

function KeptRowCard({ kept, waiting }: { kept: KeptInspection; waiting: number }) {
  const { inspection } = kept;
  const when = [formatDate(inspection.scheduledDate), inspection.scheduledTime]
    .filter(Boolean)
    .join(' ');
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link
          to={buildOfflineInspectionPath(inspection.id)}
          className="font-semibold text-emerald-800 underline-offset-2 hover:underline"
        >
          {inspection.reference}
        </Link>
        <StatusBadge status={inspection.status} />
      </div>
      <p className="mt-1 text-sm text-slate-800">
        {addressWithPostcode(inspection.propertyAddress, inspection.addressPostcode)}
      </p>
      <p className="mt-1 text-sm text-slate-700">Scheduled {when}</p>
      <p className="mt-1 text-xs text-slate-600">
        Last refreshed {formatRefreshed(kept.refreshedAt)}
        {waiting > 0 && ` · ${waitingText(waiting)}`}
      </p>
    </li>
  );
}

/**
 * 'Available offline' (issue 32 point 2): the inspections this device keeps for the signed-in
 * user, their window, when they were refreshed, and "Refresh now". Renders from the device's
 * store only, so it opens with no network.
 */
export function OfflineListPage() {
  const online = useOnline();
  const list = useKeptInspections();
  const { waiting } = useOutbox();
  const waitingOf = (id: string) => waiting.filter((e) => e.inspectionId === id).length;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">Available offline</h1>
          <p className="text-sm text-slate-700">
            {list.window ? windowText(list.window.windowDays) : 'Not refreshed on this device yet'}
            {' · '}Last refreshed {formatRefreshed(list.refreshedAt)}
          </p>
          {waiting.length > 0 && (
            <p className="text-sm text-slate-700">{waitingText(waiting.length)}</p>
          )}
        </div>
        <Button
          variant="secondary"
          disabled={!online || list.isRefreshing}
          onClick={() => void list.refresh()}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {list.isRefreshing ? 'Refreshing...' : 'Refresh now'}
        </Button>
      </div>
      {!online && (
        <p className="text-sm text-slate-700">
          Refreshing needs a network; the list below is kept on this device.
        </p>
      )}
      {list.error && (
        <Alert tone="error" role="alert">
          Could not refresh: {list.error.message}
        </Alert>
      )}
      {list.isLoading ? (
        <Spinner label="Loading..." />
      ) : list.items.length === 0 ? (
        <Alert tone="info">No inspections assigned to you in this window.</Alert>
      ) : (
        <ul className="space-y-3" aria-label="Inspections kept on this device">
          {list.items.map((kept) => (
            <KeptRowCard
              key={kept.inspection.id}
              kept={kept}
              waiting={waitingOf(kept.inspection.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

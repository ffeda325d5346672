import { createColumnHelper } from '@tanstack/react-table';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { WEBHOOK_DELIVERY_PAGE_SIZE } from '@/shared/webhooks/schemas';
import { DataTable } from '@/web/components/data-table/data-table';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  useReplayFailedWebhookDeliveries,
  useReplayWebhookDelivery,
  useWebhookDeliveries,
  type WebhookDelivery,
} from '../api/use-webhooks';
import { AttemptsDialog } from './attempts-dialog';
import { DELIVERY_STATUS_LABELS, formatDuration, outcomeOf } from './delivery-words';

const column = createColumnHelper<WebhookDelivery>();

const toneOf = (status: string) =>
  status === 'failed' ? 'danger' : status === 'delivered' ? 'brand' : 'neutral';

const DELIVERY_COLUMNS = [
  column.accessor('eventType', {
    header: 'Event',
    meta: { card: 'title', className: 'font-mono text-xs' },
  }),
  column.accessor('attempts', { header: 'Attempt' }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: delivery } }) => (
      <>
        <Badge tone={toneOf(delivery.status)}>
          {DELIVERY_STATUS_LABELS[delivery.status] ?? delivery.status}
        </Badge>{' '}
        <span className="text-slate-600">{delivery.attempts > 0 ? outcomeOf(delivery) : ''}</span>
      </>
    ),
  }),
  column.display({
    id: 'responseTime',
    header: 'Response time',
    cell: ({ row: { original: delivery } }) => formatDuration(delivery.log.at(-1)?.durationMs),
  }),
  column.display({
    id: 'when',
    header: 'When',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: delivery } }) =>
      formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt),
  }),
];

/** An endpoint's deliveries, newest first, 20 a page; each opens to its attempts, or replays. */
export function DeliveriesPanel({ endpointId, url }: { endpointId: string; url: string }) {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<WebhookDelivery | null>(null);
  const query = useWebhookDeliveries(endpointId, page);
  const replay = useReplayWebhookDelivery();
  const replayFailed = useReplayFailedWebhookDeliveries();
  // The dialog follows the live list, so a replayed delivery's new attempts show as they come.
  const shownNow = shown && (query.data?.items.find((d) => d.id === shown.id) ?? shown);
  return (
    <section aria-label={`Deliveries to ${url}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">Deliveries</h3>
        <Button
          variant="secondary"
          size="sm"
          disabled={replayFailed.isPending}
          onClick={() => replayFailed.mutate({ id: endpointId })}
        >
          <RotateCcw aria-hidden className="size-4" /> Replay all failed
        </Button>
      </div>
      <DataTable<WebhookDelivery>
        label={`Deliveries to ${url}`}
        loadingLabel="Loading deliveries"
        errorTitle="Could not load deliveries"
        columns={DELIVERY_COLUMNS}
        rows={query.data?.items}
        getRowId={(delivery) => delivery.id}
        query={query}
        empty={{
          title: 'No deliveries yet',
          hint: 'Events this endpoint subscribes to appear here as they are sent.',
        }}
        pagination={
          query.data && {
            page,
            pages: query.data.pages,
            limit: WEBHOOK_DELIVERY_PAGE_SIZE,
            total: query.data.total,
            onPageChange: setPage,
          }
        }
        rowActions={(delivery) => (
          <div className="inline-flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Show attempts of ${delivery.eventType}`}
              onClick={() => setShown(delivery)}
            >
              Attempts
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={replay.isPending}
              aria-label={`Replay ${delivery.eventType} delivery`}
              onClick={() => replay.mutate({ deliveryId: delivery.id })}
            >
              Replay
            </Button>
          </div>
        )}
      />
      <AttemptsDialog delivery={shownNow} onClose={() => setShown(null)} />
    </section>
  );
}

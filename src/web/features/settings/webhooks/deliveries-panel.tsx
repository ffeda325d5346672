import { ChevronDown, ChevronRight, RotateCcw } from 'lucide-react';
import { Fragment, useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { WEBHOOK_DELIVERY_PAGE_SIZE } from '@/shared/webhooks/schemas';
import { Pagination } from '@/web/components/pagination';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { describeError } from '@/web/lib/describe-error';
import {
  useReplayFailedWebhookDeliveries,
  useReplayWebhookDelivery,
  useWebhookDeliveries,
  type WebhookDelivery,
} from '../api/use-webhooks';
import { DELIVERY_STATUS_LABELS, formatDuration, outcomeOf } from './delivery-words';

/** An endpoint's deliveries, newest first, paged; a row opens to its attempts and reply heads. */
export function DeliveriesPanel({ endpointId, url }: { endpointId: string; url: string }) {
  const [page, setPage] = useState(1);
  const query = useWebhookDeliveries(endpointId, page);
  const replayFailed = useReplayFailedWebhookDeliveries();
  if (query.isPending) return <TableSkeleton label="Loading deliveries" />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load deliveries"
        message={describeError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { items, total, pages } = query.data;
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
      {items.length === 0 ? (
        <EmptyState
          title="No deliveries yet"
          hint="Events this endpoint subscribes to appear here as they are sent."
        />
      ) : (
        <DeliveriesTable items={items} />
      )}
      {pages > 1 && (
        <Pagination
          page={page}
          pages={pages}
          limit={WEBHOOK_DELIVERY_PAGE_SIZE}
          total={total}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}

function DeliveriesTable({ items }: { items: readonly WebhookDelivery[] }) {
  return (
    // w-0 with min-w-full: the wide table never widens the page on a phone, it scrolls in here;
    // relative: the sr-only header texts (absolutely placed) scroll with it instead of widening the page.
    <div className="relative w-0 min-w-full overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-8 px-2 py-2">
              <span className="sr-only">Details</span>
            </th>
            <th scope="col" className="px-2 py-2">
              Event
            </th>
            <th scope="col" className="px-2 py-2">
              Attempt
            </th>
            <th scope="col" className="px-2 py-2">
              Status
            </th>
            <th scope="col" className="px-2 py-2">
              Response time
            </th>
            <th scope="col" className="px-2 py-2">
              When
            </th>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const [isOpen, setIsOpen] = useState(false);
  const replay = useReplayWebhookDelivery();
  const last = delivery.log.at(-1);
  const tone =
    delivery.status === 'failed' ? 'danger' : delivery.status === 'delivered' ? 'brand' : 'neutral';
  return (
    <Fragment>
      <tr className="border-t border-slate-200">
        <td className="px-2 py-2">
          <Button
            variant="link"
            aria-expanded={isOpen}
            aria-label={`${isOpen ? 'Hide' : 'Show'} attempts of ${delivery.eventType}`}
            onClick={() => setIsOpen(!isOpen)}
          >
            {isOpen ? (
              <ChevronDown aria-hidden className="size-4" />
            ) : (
              <ChevronRight aria-hidden className="size-4" />
            )}
          </Button>
        </td>
        <td className="px-2 py-2 font-mono text-xs">{delivery.eventType}</td>
        <td className="px-2 py-2">{delivery.attempts}</td>
        <td className="px-2 py-2">
          <Badge tone={tone}>{DELIVERY_STATUS_LABELS[delivery.status] ?? delivery.status}</Badge>{' '}
          <span className="text-slate-600">{delivery.attempts > 0 ? outcomeOf(delivery) : ''}</span>
        </td>
        <td className="px-2 py-2">{formatDuration(last?.durationMs)}</td>
        <td className="px-2 py-2 whitespace-nowrap">
          {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
        </td>
        <td className="px-2 py-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={replay.isPending}
            aria-label={`Replay ${delivery.eventType} delivery`}
            onClick={() => replay.mutate({ deliveryId: delivery.id })}
          >
            Replay
          </Button>
        </td>
      </tr>
      {isOpen && (
        <tr className="bg-slate-50">
          <td colSpan={7} className="px-4 py-3">
            <AttemptLog delivery={delivery} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function AttemptLog({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.log.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Not attempted yet: due {formatDateTime(delivery.nextAttemptAt)}.
      </p>
    );
  }
  return (
    <ol className="space-y-2">
      {delivery.log.map((attempt) => (
        <li key={`${attempt.attempt}-${String(attempt.attemptedAt)}`} className="text-sm">
          <p className="font-medium text-slate-900">
            Attempt {attempt.attempt}, {formatDateTime(attempt.attemptedAt)}:{' '}
            {attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : attempt.error} in{' '}
            {formatDuration(attempt.durationMs)}
          </p>
          {attempt.responseBodyHead && (
            <pre className="mt-1 max-h-40 overflow-auto rounded border border-slate-200 bg-white p-2 text-xs whitespace-pre-wrap break-all">
              {attempt.responseBodyHead}
            </pre>
          )}
        </li>
      ))}
    </ol>
  );
}

import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { WEBHOOK_EVENT_LABELS, type WebhookEvent } from '@/shared/webhooks/events';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Alert } from '@/web/components/ui/alert';
import { describeError } from '@/web/lib/describe-error';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useSendWebhookTest,
  type WebhookEndpoint,
} from '../api/use-webhooks';
import { DeliveriesPanel } from './deliveries-panel';
import { DELIVERY_STATUS_LABELS, outcomeOf } from './delivery-words';

type Props = {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onSecret: (secret: string) => void;
};

function LastDelivery({ endpoint }: { endpoint: WebhookEndpoint }) {
  const last = endpoint.lastDelivery;
  if (!last) return <span>No deliveries yet</span>;
  const outcome =
    last.statusCode !== null || last.error
      ? ` (${outcomeOf({ lastStatusCode: last.statusCode, lastError: last.error })})`
      : '';
  return (
    <span>
      {DELIVERY_STATUS_LABELS[last.status] ?? last.status}
      {outcome}, {formatDateTime(last.at)}
    </span>
  );
}

function EndpointFacts({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="text-slate-600">Events</dt>
      <dd>{endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e as WebhookEvent] ?? e).join(', ')}</dd>
      <dt className="text-slate-600">Last delivery</dt>
      <dd>
        <LastDelivery endpoint={endpoint} />
      </dd>
      <dt className="text-slate-600">Signing secret</dt>
      <dd className="font-mono">{endpoint.secretHint}</dd>
    </dl>
  );
}

function EndpointHeading({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-mono text-sm font-semibold break-all text-slate-900">
            {endpoint.url}
          </h3>
          {endpoint.description && <p className="text-sm text-slate-600">{endpoint.description}</p>}
        </div>
        <Badge tone={endpoint.enabled ? 'brand' : 'neutral'}>
          {endpoint.enabled ? 'Enabled' : 'Off'}
        </Badge>
      </div>
      {endpoint.disabledReason && !endpoint.enabled && (
        <Alert tone="warning">Switched off automatically: {endpoint.disabledReason}.</Alert>
      )}
    </>
  );
}

/** One endpoint: what it receives, how its last delivery went, its actions and deliveries. */
export function EndpointCard({ endpoint, onEdit, onSecret }: Props) {
  const [isShowingDeliveries, setIsShowingDeliveries] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'rotate' | null>(null);
  const sendTest = useSendWebhookTest();
  const rotate = useRotateWebhookSecret(({ secret }) => {
    setConfirming(null);
    onSecret(secret);
  });
  const remove = useDeleteWebhookEndpoint(() => setConfirming(null));
  const failure = confirming === 'delete' ? remove.error : rotate.error;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <EndpointHeading endpoint={endpoint} />
      <EndpointFacts endpoint={endpoint} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Edit
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={sendTest.isPending || !endpoint.enabled}
          onClick={() => sendTest.mutate({ id: endpoint.id })}
        >
          Send test event
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isShowingDeliveries}
          onClick={() => setIsShowingDeliveries(!isShowingDeliveries)}
        >
          {isShowingDeliveries ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setConfirming('rotate')}>
          Rotate secret
        </Button>
        <Button variant="danger" size="sm" onClick={() => setConfirming('delete')}>
          Delete
        </Button>
      </div>
      {isShowingDeliveries && <DeliveriesPanel endpointId={endpoint.id} url={endpoint.url} />}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'delete' ? 'Delete this endpoint?' : 'Rotate the signing secret?'}
        description={
          confirming === 'delete'
            ? `Nothing more is sent to ${endpoint.url}, and its delivery log is deleted with it.`
            : 'The current secret stops working at once: update the receiver with the new one.'
        }
        confirmLabel={confirming === 'delete' ? 'Delete endpoint' : 'Rotate secret'}
        closesOnConfirm={false}
        isPending={remove.isPending || rotate.isPending}
        error={
          failure ? (
            <Alert tone="error" role="alert" className="mt-3">
              {describeError(failure).message}
            </Alert>
          ) : undefined
        }
        onConfirm={() =>
          confirming === 'delete'
            ? remove.mutate({ id: endpoint.id })
            : rotate.mutate({ id: endpoint.id })
        }
      />
    </li>
  );
}

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { describeError } from '@/web/lib/describe-error';
import { useWebhookEndpoints, type WebhookEndpoint } from '../api/use-webhooks';
import { EndpointCard } from './endpoint-card';
import { SecretDialog } from './secret-dialog';
import { WebhookFormDialog } from './webhook-form-dialog';

/** Admin Settings > Webhooks (issue 33 point 5, docs/webhooks.md). */
export function WebhooksTab() {
  const query = useWebhookEndpoints();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Webhooks</h2>
          <p className="max-w-2xl text-sm text-slate-600">
            InspectHub posts the events you choose to your systems, signed under the Standard
            Webhooks specification. A failed delivery is retried for more than a day; an endpoint
            failing for 24 hours is switched off and administrators are told.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" /> Add endpoint
        </Button>
      </div>
      {query.isPending ? (
        <TableSkeleton label="Loading webhook endpoints" />
      ) : query.isError ? (
        <ErrorState
          title="Could not load webhook endpoints"
          message={describeError(query.error).message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          title="No endpoints yet"
          hint="Add an endpoint to send events to another system."
        />
      ) : (
        <ul className="space-y-4" aria-label="Webhook endpoints">
          {query.data.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setEditing(endpoint)}
              onSecret={setSecret}
            />
          ))}
        </ul>
      )}
      <WebhookFormDialog
        open={editing !== null}
        endpoint={editing === 'new' ? null : editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onCreated={({ secret: issued }) => setSecret(issued)}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}

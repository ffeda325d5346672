import { formatDateTime } from '@/shared/format';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import type { WebhookDelivery } from '../api/use-webhooks';
import { formatDuration } from './delivery-words';

/** One delivery's attempts: when, the HTTP outcome or error, how long, and the reply's head. */
export function AttemptsDialog({
  delivery,
  onClose,
}: {
  delivery: WebhookDelivery | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={delivery !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={delivery ? `Attempts of ${delivery.eventType}` : 'Attempts'}
        className="max-w-2xl"
      >
        {delivery && <AttemptLog delivery={delivery} />}
      </DialogContent>
    </Dialog>
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
    <ol className="space-y-3">
      {delivery.log.map((attempt) => (
        <li key={`${attempt.attempt}-${String(attempt.attemptedAt)}`} className="text-sm">
          <p className="font-medium text-slate-900">
            Attempt {attempt.attempt}, {formatDateTime(attempt.attemptedAt)}:{' '}
            {attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : attempt.error} in{' '}
            {formatDuration(attempt.durationMs)}
          </p>
          {attempt.responseBodyHead && (
            <pre className="mt-1 max-h-40 overflow-auto rounded border border-slate-200 bg-slate-50 p-2 text-xs break-all whitespace-pre-wrap">
              {attempt.responseBodyHead}
            </pre>
          )}
        </li>
      ))}
    </ol>
  );
}

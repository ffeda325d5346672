import type { WebhookDelivery } from '../api/use-webhooks';

export const DELIVERY_STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** The last attempt's outcome in a few words: "HTTP 200", "HTTP 500", "No reply within 10 seconds". */
export function outcomeOf(delivery: Pick<WebhookDelivery, 'lastStatusCode' | 'lastError'>) {
  if (delivery.lastStatusCode !== null) return `HTTP ${delivery.lastStatusCode}`;
  return delivery.lastError ?? 'Not sent yet';
}

export const formatDuration = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? 'N/A' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;

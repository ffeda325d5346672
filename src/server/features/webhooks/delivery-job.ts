import type { Db } from '@/server/db/client';
import { INSTANCE_ID } from '@/server/jobs/lease';
import type { Job } from '@/server/jobs/scheduler';
import { claimDueDeliveries } from './claim';
import { recordAttempt } from './record-attempt';
import { sendSigned, type SendOptions } from './send';

/**
 * Sends what is due: claims a batch (claim.ts), posts each, records each. `now` is the job's
 * clock (tests move it on instead of waiting); `owner` names the sender in the claim;
 * `options.resolve` stands in for DNS in the address tests.
 */
export async function runWebhookDeliveries(
  db: Db,
  now: Date,
  owner: string = INSTANCE_ID,
  options: SendOptions = {},
): Promise<{ sent: number; delivered: number }> {
  const claimed = await claimDueDeliveries(db, now, owner);
  let delivered = 0;
  // One receiver at a time: a batch of 10 slow ones takes at most 100 s, inside the claim's lease.
  for (const delivery of claimed) {
    const body = JSON.stringify(delivery.payload);
    const outcome = await sendSigned(delivery, { id: delivery.id, body }, options);
    await recordAttempt(db, delivery, outcome, { now, owner });
    if (outcome.isDelivered) delivered++;
  }
  return { sent: claimed.length, delivered };
}

export const webhookDeliveryJob: Job = {
  name: 'webhook-deliveries',
  everyMs: 2000,
  leaseMs: 5 * 60_000,
  run: ({ db, now }) => runWebhookDeliveries(db, now),
};

import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/** How long a sender holds a claimed delivery: well over the 10 s send, so no one else takes it. */
export const CLAIM_LEASE_MS = 5 * 60_000;

export type ClaimedDelivery = {
  id: string;
  tenantId: string;
  endpointId: string;
  eventType: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
};

// Both drivers (PGlite, node-postgres) answer a raw statement with { rows }.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type ClaimedRow = {
  id: string;
  tenant_id: string;
  endpoint_id: string;
  event_type: string;
  payload: unknown;
  attempts: number;
};

/**
 * Takes up to `limit` due deliveries of enabled endpoints for this sender, in one statement:
 * FOR UPDATE SKIP LOCKED keeps two servers' claims apart while they run, and the lease
 * (locked_until) keeps a claimed row from being taken again until it is recorded or the
 * sender died (then it is sent again once the lease runs out: at least once, never lost).
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  owner: string,
  limit = 10,
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  const claimed = await db.execute(sql`
    UPDATE webhook_deliveries SET locked_until = ${until}::timestamptz, locked_by = ${owner}
    WHERE id IN (
      SELECT d.id FROM webhook_deliveries d
      JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.tenant_id = d.tenant_id
      WHERE d.status = 'pending' AND e.enabled
        AND d.next_attempt_at <= ${at}::timestamptz
        AND (d.locked_until IS NULL OR d.locked_until <= ${at}::timestamptz)
      ORDER BY d.next_attempt_at
      LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED
    )
    RETURNING id, tenant_id, endpoint_id, event_type, payload, attempts`);
  const rows = rowsOf<ClaimedRow>(claimed);
  if (rows.length === 0) return [];
  const endpointIds = [...new Set(rows.map((r) => r.endpoint_id))];
  const targets = await db.execute(sql`
    SELECT id, url, secret FROM webhook_endpoints
    WHERE id IN (${sql.join(
      endpointIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const byId = new Map(
    rowsOf<{ id: string; url: string; secret: string }>(targets).map((t) => [t.id, t]),
  );
  return rows.flatMap((row) => {
    const target = byId.get(row.endpoint_id);
    if (!target) return [];
    return [
      {
        id: row.id,
        tenantId: row.tenant_id,
        endpointId: row.endpoint_id,
        eventType: row.event_type,
        payload: row.payload,
        attempts: row.attempts,
        url: target.url,
        secret: target.secret,
      },
    ];
  });
}

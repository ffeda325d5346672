import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { referenceCounters } from '@/server/db/schema/index';

/** SUPP-YYYY-NNN from the shared per-tenant counters (more digits past 999); atomic. */
export async function nextTicketReference(tx: Db | Tx, tenantId: string, now = new Date()) {
  const year = now.getUTCFullYear();
  const [row] = await tx
    .insert(referenceCounters)
    .values({ tenantId, prefix: 'SUPP', year, value: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.tenantId, referenceCounters.prefix, referenceCounters.year],
      set: { value: sql`${referenceCounters.value} + 1` },
    })
    .returning({ value: referenceCounters.value });
  return `SUPP-${year}-${String(row!.value).padStart(3, '0')}`;
}

import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { referenceCounters } from '@/server/db/schema/index';

/** PROJ-YYYY-NNNN from the shared per-tenant counters; atomic under concurrency. */
export async function nextProjectReference(tx: Db | Tx, tenantId: string, now = new Date()) {
  const year = now.getUTCFullYear();
  const [row] = await tx
    .insert(referenceCounters)
    .values({ tenantId, prefix: 'PROJ', year, value: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.tenantId, referenceCounters.prefix, referenceCounters.year],
      set: { value: sql`${referenceCounters.value} + 1` },
    })
    .returning({ value: referenceCounters.value });
  return `PROJ-${year}-${String(row!.value).padStart(4, '0')}`;
}

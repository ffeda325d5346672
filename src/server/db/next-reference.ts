import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { referenceCounters } from './schema/index';

/** The next human reference for a tenant, e.g. INS-2026-000123; atomic under concurrency. */
export async function nextReference(
  db: Db | Tx,
  tenantId: string,
  prefix: string,
  now = new Date(),
) {
  const year = now.getUTCFullYear();
  const [row] = await db
    .insert(referenceCounters)
    .values({ tenantId, prefix, year, value: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.tenantId, referenceCounters.prefix, referenceCounters.year],
      set: { value: sql`${referenceCounters.value} + 1` },
    })
    .returning({ value: referenceCounters.value });
  return `${prefix}-${year}-${String(row!.value).padStart(6, '0')}`;
}

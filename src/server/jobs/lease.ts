import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLocks } from '../db/schema/index';

/** This process's name in job_locks.locked_by. */
export const INSTANCE_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Takes the named lease for `leaseMs` if nobody holds it (or their lease ran
 * out). One atomic statement, so two servers can never both get it.
 */
export async function tryTakeLease(db: Db, name: string, leaseMs: number, owner = INSTANCE_ID) {
  const until = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
  const rows = await db
    .insert(jobLocks)
    .values({ name, lockedBy: owner, lockedUntil: until })
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { lockedBy: owner, lockedUntil: until },
      // <=: a release sets locked_until to now(), and PGlite's clock can give the next
      // statement the same instant (a released lease must be free at once).
      setWhere: sql`${jobLocks.lockedUntil} <= now()`,
    })
    .returning({ name: jobLocks.name });
  return rows.length === 1;
}

/** Ends the lease early and records how the run went. */
export async function releaseLease(
  db: Db,
  name: string,
  outcome: { error?: string | null },
  owner = INSTANCE_ID,
) {
  await db
    .update(jobLocks)
    .set({ lockedUntil: sql`now()`, lastRunAt: sql`now()`, lastError: outcome.error ?? null })
    .where(and(eq(jobLocks.name, name), eq(jobLocks.lockedBy, owner)));
}

/**
 * Runs `work` only if this process gets the lease; otherwise returns
 * { ran: false } at once. The lease outlives a crashed holder by `leaseMs` at most.
 */
export async function runExclusive<T>(
  db: Db,
  name: string,
  leaseMs: number,
  work: () => Promise<T>,
  owner = INSTANCE_ID,
): Promise<{ ran: false } | { ran: true; result: T }> {
  if (!(await tryTakeLease(db, name, leaseMs, owner))) return { ran: false };
  try {
    const result = await work();
    await releaseLease(db, name, {}, owner);
    return { ran: true, result };
  } catch (error) {
    await releaseLease(db, name, { error: String(error) }, owner);
    throw error;
  }
}

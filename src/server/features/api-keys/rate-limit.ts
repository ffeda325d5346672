import { lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { apiKeyRateWindows } from '@/server/db/schema/index';

const WINDOW_MS = 60_000;
const KEEP_WINDOWS_MS = 60 * 60_000;

export type RateState = { limit: number; remaining: number; resetSeconds: number };

/**
 * Counts this request in the key's fixed one-minute window, in the database so every server
 * shares the count (one atomic upsert). `allowed` is false past the limit; `resetSeconds` is
 * the time to the window's end, at least 1 (what Retry-After says).
 */
export async function countRequest(db: Db, keyId: string, limit: number, now: Date) {
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const [row] = await db
    .insert(apiKeyRateWindows)
    .values({ keyId, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [apiKeyRateWindows.keyId, apiKeyRateWindows.windowStart],
      set: { count: sql`${apiKeyRateWindows.count} + 1` },
    })
    .returning({ count: apiKeyRateWindows.count });
  const count = row!.count;
  // The first request of a key's minute prunes every key's windows older than an hour: often
  // enough to keep the table small, rare enough not to cost each request a delete.
  if (count === 1) {
    await db
      .delete(apiKeyRateWindows)
      .where(lt(apiKeyRateWindows.windowStart, new Date(now.getTime() - KEEP_WINDOWS_MS)));
  }
  const resetSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000),
  );
  const rate: RateState = { limit, remaining: Math.max(0, limit - count), resetSeconds };
  return { allowed: count <= limit, rate };
}

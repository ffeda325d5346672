import { TRPCError } from '@trpc/server';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordThrottles } from '../db/schema/index';

/**
 * Throttling of wrong passwords, kept in the database so every server
 * instance sees the same counts (docs/security-sign-in.md). Successful
 * sign-ins are never counted: only failures lock, so an office of a hundred
 * people behind one address signs in freely while a guesser is slowed down,
 * per account (whatever address it tries from) and per address (whatever
 * account it tries).
 */
export type ThrottlePolicy = {
  /** Failures allowed before the first lockout. */
  freeFailures: number;
  /** The first lockout; each further failure doubles it, up to the maximum. */
  firstLockSeconds: number;
  maxLockSeconds: number;
};

export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
};
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 30,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
};
/** Failures older than this are forgotten: the count starts again. */
export const FORGET_AFTER_MS = 60 * 60 * 1000;

export type ThrottleKey = { key: string; policy: ThrottlePolicy };

export const accountKey = (scope: 'sign-in' | 'recheck', id: string): ThrottleKey => ({
  // A NUL cannot be stored in a text column (a 500 before better-auth refused the e-mail).
  key: `${scope}:account:${id.trim().toLowerCase().replaceAll('\u0000', '\ufffd')}`,
  policy: ACCOUNT_POLICY,
});
export const addressKey = (ip: string): ThrottleKey => ({
  key: `sign-in:address:${ip}`,
  policy: ADDRESS_POLICY,
});

/** Seconds until every key is free again (0 when none is locked). */
export async function secondsLocked(db: Db, keys: ThrottleKey[], now = new Date()) {
  const rows = await db
    .select({ lockedUntil: passwordThrottles.lockedUntil })
    .from(passwordThrottles)
    .where(
      inArray(
        passwordThrottles.key,
        keys.map((k) => k.key),
      ),
    );
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

export function lockSeconds(policy: ThrottlePolicy, failures: number) {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 20);
  return Math.min(policy.firstLockSeconds * 2 ** doublings, policy.maxLockSeconds);
}

/** Counts one failure on each key; returns the lock (seconds) each key now has. */
export async function recordFailure(db: Db, keys: ThrottleKey[], now = new Date()) {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const locks: Record<string, number> = {};
  for (const { key, policy } of keys) {
    const [row] = await db
      .insert(passwordThrottles)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: passwordThrottles.key,
        set: {
          failures: sql`case when ${passwordThrottles.lastFailureAt} < ${forgetBefore} then 1 else ${passwordThrottles.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: passwordThrottles.failures });
    const seconds = lockSeconds(policy, row!.failures);
    locks[key] = seconds;
    if (seconds > 0) {
      await db
        .update(passwordThrottles)
        .set({ lockedUntil: new Date(now.getTime() + seconds * 1000) })
        .where(eq(passwordThrottles.key, key));
    }
  }
  return locks;
}

/** A correct password clears the account's count (never the address's: see the module note). */
export async function clearFailures(db: Db, key: ThrottleKey) {
  await db.delete(passwordThrottles).where(eq(passwordThrottles.key, key.key));
}

/** "Try again in 45 seconds." / "Try again in 2 minutes." (whole minutes above 45 seconds). */
export function retryText(seconds: number) {
  if (seconds <= 45) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export const tooManyAttemptsMessage = (seconds: number) =>
  `Too many attempts with a wrong password. ${retryText(seconds)}`;

/** For password re-checks inside procedures: TOO_MANY_REQUESTS while the key is locked. */
export async function refuseWhileLocked(db: Db, key: ThrottleKey) {
  const seconds = await secondsLocked(db, [key]);
  if (seconds > 0) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: tooManyAttemptsMessage(seconds) });
  }
}

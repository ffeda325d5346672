import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { createNotification } from '../features/notifications/service';
import {
  accountKey,
  addressKey,
  clearFailures,
  recordFailure,
  retryText,
  secondsLocked,
  type ThrottleKey,
} from '../lib/password-throttle';

/**
 * Sign-in throttling around better-auth's /sign-in/email (docs/security-sign-in.md):
 * wrong passwords are counted per account and per client address; a locked
 * account or address is refused with 429 before the password is even
 * checked (so the right password cannot be found during a lockout), and
 * the account's owner is told when their account gets locked.
 */
export type SignInAttempt = { db: Db; ip: string; body: string | undefined };

function emailOf(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const { email } = JSON.parse(body) as { email?: unknown };
    return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

function keysOf(attempt: SignInAttempt): { account: ThrottleKey | null; all: ThrottleKey[] } {
  const email = emailOf(attempt.body);
  const account = email ? accountKey('sign-in', email) : null;
  return { account, all: [addressKey(attempt.ip), ...(account ? [account] : [])] };
}

export async function beforeSignInAttempt(attempt: SignInAttempt) {
  const seconds = await secondsLocked(attempt.db, keysOf(attempt).all);
  if (seconds === 0) return null;
  return { seconds, message: `Too many sign-in attempts. ${retryText(seconds)}` };
}

export async function afterSignInAttempt(attempt: SignInAttempt, status: number) {
  const { account, all } = keysOf(attempt);
  if (status === 401) {
    const locks = await recordFailure(attempt.db, all);
    const accountLock = account ? (locks[account.key] ?? 0) : 0;
    if (accountLock > 0) await notifyLocked(attempt.db, emailOf(attempt.body)!, accountLock);
  } else if (status >= 200 && status < 300 && account) {
    await clearFailures(attempt.db, account);
  }
}

/** Tells the account's owner (when the account exists) that wrong passwords locked it. */
async function notifyLocked(db: Db, email: string, seconds: number) {
  const [user] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), eq(users.isActive, true)));
  if (!user) return;
  await createNotification(
    db,
    { tenantId: user.tenantId, userId: user.id },
    {
      type: 'warning',
      title: 'Sign-in locked after wrong passwords',
      message: `Several wrong passwords were tried for your account, so signing in is paused. ${retryText(seconds)} If this was not you, change your password.`,
      actionUrl: '/account-settings',
    },
  );
}

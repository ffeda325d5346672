import { eq } from 'drizzle-orm';
import { writeAudit } from '../audit/write-audit';
import type { Db } from '../db/client';
import { outboxEmails, users } from '../db/schema/index';
import type { PlatformServices } from '@/server/platform/services';
import {
  accountKey,
  clearFailures,
  recordFailure,
  retryText,
  secondsLocked,
  type ThrottleKey,
  type ThrottlePolicy,
} from '../lib/password-throttle';
import { deliverOutboxEmail } from '../mail/outbox';
import {
  ForgotPasswordInput,
  RESET_LINK_VALID_SECONDS,
  ResetPasswordInput,
} from '@/shared/password-reset';

/**
 * 'Forgot password?' (issue 28, point 12) on better-auth's reset flow, with our rules around
 * it: the link is e-mailed through the outbox, every request is throttled per e-mail address
 * and per client address like sign-in (each request sends an e-mail, so each one counts, not
 * only failures), wrong links are counted per address, and the answer never says whether an
 * address has an account (docs/security-sign-in.md).
 */
export const RESET_PAGE_PATH = '/reset-password';
export const REQUEST_RESET_PATH = '/api/auth/request-password-reset';
export const RESET_PASSWORD_PATH = '/api/auth/reset-password';

// Three e-mails to one address are plenty for a person; more is someone filling their inbox.
export const RESET_EMAIL_POLICY: ThrottlePolicy = {
  freeFailures: 3,
  firstLockSeconds: 5 * 60,
  maxLockSeconds: 60 * 60,
};
// An office behind one address may have several people who forgot; a script is slowed down.
export const RESET_ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
};

const emailKey = (email: string): ThrottleKey => ({
  // A NUL cannot be stored in a text column (as in password-throttle.ts's accountKey).
  key: `reset:account:${email.trim().toLowerCase().replaceAll('\u0000', '\ufffd')}`,
  policy: RESET_EMAIL_POLICY,
});
const ipKey = (ip: string): ThrottleKey => ({
  key: `reset:address:${ip}`,
  policy: RESET_ADDRESS_POLICY,
});

export type ResetRefusal = { status: 400 | 429; message: string; seconds?: number };

function parseJson(body: string | undefined): unknown {
  try {
    return body ? JSON.parse(body) : {};
  } catch {
    return {};
  }
}

/**
 * Checks a reset call before better-auth sees it: the shared schema (the page checks the same)
 * and the throttle. A request for a reset link is counted here whether or not the address has
 * an account; null lets the call through.
 */
export async function checkResetCall(
  db: Db,
  path: string,
  ip: string,
  body: string | undefined,
): Promise<ResetRefusal | null> {
  const input = parseJson(body);
  if (path === REQUEST_RESET_PATH) {
    const parsed = ForgotPasswordInput.safeParse(input);
    if (!parsed.success) return { status: 400, message: parsed.error.issues[0]!.message };
    const keys = [ipKey(ip), emailKey(parsed.data.email)];
    const seconds = await secondsLocked(db, keys);
    if (seconds > 0) return tooMany(seconds);
    await recordFailure(db, keys);
    return null;
  }
  const parsed = ResetPasswordInput.safeParse(input);
  if (!parsed.success) return { status: 400, message: parsed.error.issues[0]!.message };
  const seconds = await secondsLocked(db, [ipKey(ip)]);
  return seconds > 0 ? tooMany(seconds) : null;
}

/** A wrong or used link counts against the client's address (guessing tokens is slowed down). */
export async function afterResetPassword(db: Db, ip: string, status: number) {
  if (status === 400) await recordFailure(db, [ipKey(ip)]);
}

const tooMany = (seconds: number): ResetRefusal => ({
  status: 429,
  seconds,
  message: `Too many password reset requests. ${retryText(seconds)}`,
});

type ResetUser = { id: string; email: string };

const ipOf = (request: Request | undefined, header: string) => request?.headers.get(header) ?? '';

async function activeUser(db: Db, id: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      tenantId: users.tenantId,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, id));
  return user?.isActive ? user : null;
}

/**
 * better-auth's sendResetPassword: queues the e-mail in the outbox and delivers it at once when
 * SMTP is configured. A deactivated account gets no e-mail (it could not sign in anyway); the
 * answer to the request is the same either way. The link opens our page, which posts the token.
 */
export async function sendResetEmail(
  db: Db,
  baseUrl: string,
  ipHeader: string,
  { user, token }: { user: ResetUser; token: string },
  request: Request | undefined,
  services: Pick<PlatformServices, 'mailer'>,
) {
  const found = await activeUser(db, user.id);
  if (!found) return;
  const link = `${baseUrl}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;
  const hours = RESET_LINK_VALID_SECONDS / 3600;
  const greeting = found.firstName ? `Hello ${found.firstName},` : 'Hello,';
  const [row] = await db
    .insert(outboxEmails)
    .values({
      tenantId: found.tenantId,
      to: [found.email],
      subject: 'Reset your InspectHub password',
      body: [
        greeting,
        '',
        'Someone asked to reset the password of your InspectHub account. To choose a new password, open this link:',
        '',
        link,
        '',
        `The link works once and for ${hours} hour${hours === 1 ? '' : 's'}. Resetting the password signs your account out everywhere.`,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
      status: 'queued',
      createdBy: found.id,
    })
    .returning({ id: outboxEmails.id });
  await writeAudit(
    db,
    { tenantId: found.tenantId, ip: ipOf(request, ipHeader), user: found },
    { action: 'password.reset_requested', resource: 'user', resourceId: found.id },
  );
  // Not awaited: the answer must not wait for (or reveal, by its timing) an SMTP conversation.
  const mailer = services.mailer;
  if (mailer) void deliverOutboxEmail(db, mailer, row!.id).catch(() => undefined);
}

/** better-auth's onPasswordReset: the audit row, and a fresh start for the sign-in throttle. */
export async function recordPasswordReset(
  db: Db,
  ipHeader: string,
  user: ResetUser,
  request: Request | undefined,
) {
  const [found] = await db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.id, user.id));
  if (!found) return;
  await writeAudit(
    db,
    { tenantId: found.tenantId, ip: ipOf(request, ipHeader), user },
    {
      action: 'password.reset',
      resource: 'user',
      resourceId: user.id,
      details: { sessionsEnded: true },
    },
  );
  await clearFailures(db, accountKey('sign-in', user.email));
}

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createUser } from '../test-support/users';
import { auditLog, outboxEmails, sessions } from '../db/schema/index';
import { createMailer, type Mailer } from '../mail/mailer';
import { RESET_LINK_INVALID_MESSAGE } from '@/shared/password-reset';
import { startSmtpStandIn, textOf, type SmtpStandIn } from '../test-support/smtp-stand-in';
import { buildTestApp, TEST_BASE_URL } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { createTestServices } from '../test-support/test-services';
import { freshIp, signIn, trpcQuery } from '../test-support/trpc-over-http';

/**
 * Issue 28, point 12: 'Forgot password?' through the real server, with the link read from the
 * e-mail a real SMTP server received.
 */
let database: Database;
let app: FastifyInstance;
let smtp: SmtpStandIn;
let mailer: Mailer;
const OLD_PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'brand-new-password-2';

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  mailer = createMailer(smtp.url)!;
  database = await openTestDatabase();
  app = await buildTestApp(database, {
    services: createTestServices({ mailer, portalUrl: TEST_BASE_URL }),
  });
}, 60_000);

afterAll(async () => {
  mailer.close();
  await app.close();
  await database.close();
  await smtp.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const userWith = (email: string, isActive = true) =>
  createUser(database.db, {
    email,
    password: OLD_PASSWORD,
    firstName: 'Rita',
    lastName: 'Reset',
    isActive,
  });

const post = (path: string, body: unknown, ip = freshIp()) =>
  app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
    payload: JSON.stringify(body),
  });

/** Asks for a link and reads it from the e-mail the SMTP server received. */
async function requestLink(email: string) {
  const before = smtp.messages.length;
  const response = await post('request-password-reset', { email });
  expect(response.statusCode).toBe(200);
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= before && m.to.includes(email),
  );
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(textOf(mail))?.[0];
  expect(link, textOf(mail)).toBeDefined();
  return { response, mail, token: new URL(link!).searchParams.get('token')! };
}

describe('forgot password (issue 28, point 12)', () => {
  it('e-mails a link that resets the password once and ends every session', async () => {
    const user = await userWith('rita@reset.test');
    const first = await signIn(app, 'rita@reset.test', OLD_PASSWORD);
    const second = await signIn(app, 'rita@reset.test', OLD_PASSWORD);
    expect((await trpcQuery(app, first.cookie, 'session.me')).statusCode).toBe(200);

    const { mail, token } = await requestLink('rita@reset.test');
    expect(mail.data).toMatch(/Subject: Reset your InspectHub password/);
    expect(textOf(mail)).toContain('Hello Rita,');
    expect(textOf(mail)).toContain('The link works once and for 1 hour.');
    expect(textOf(mail)).toContain(`${TEST_BASE_URL}/reset-password?token=`);

    const reset = await post('reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);

    // Every session the old password opened is gone, in the database and for the API.
    const left = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);
    for (const cookie of [first.cookie, second.cookie]) {
      expect((await trpcQuery(app, cookie, 'session.me')).statusCode).toBe(401);
    }
    expect((await signIn(app, 'rita@reset.test', OLD_PASSWORD)).response.statusCode).toBe(401);
    expect((await signIn(app, 'rita@reset.test', NEW_PASSWORD)).response.statusCode).toBe(200);

    // Single use: the same link again is refused and changes nothing.
    const again = await post('reset-password', { token, newPassword: 'third-password-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(app, 'rita@reset.test', NEW_PASSWORD)).response.statusCode).toBe(200);

    const audit = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, user.id), eq(auditLog.resource, 'user')));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['password.reset_requested', 'password.reset']),
    );
  });

  it('refuses a link after one hour', async () => {
    await userWith('late@reset.test');
    const { token } = await requestLink('late@reset.test');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000 + 1000);
    const late = await post('reset-password', { token, newPassword: NEW_PASSWORD });
    vi.useRealTimers();
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(app, 'late@reset.test', OLD_PASSWORD)).response.statusCode).toBe(200);
  });

  it('answers the same for an unknown or deactivated address and e-mails neither', async () => {
    await userWith('known@reset.test');
    await userWith('gone@reset.test', false);
    const known = await requestLink('known@reset.test');
    const before = smtp.messages.length;
    const unknown = await post('request-password-reset', { email: 'nobody@reset.test' });
    const deactivated = await post('request-password-reset', { email: 'gone@reset.test' });
    for (const response of [known.response, unknown, deactivated]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(known.response.json());
    }
    // Give a (wrongly) sent message time to arrive before saying none did.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.slice(before)).toEqual([]);
    const queued = await database.db
      .select({ to: outboxEmails.to })
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, 'Reset your InspectHub password'));
    expect(queued.flatMap((q) => q.to)).not.toContain('gone@reset.test');
    expect(queued.flatMap((q) => q.to)).not.toContain('nobody@reset.test');
  });

  it('checks the new password with the same policy as everywhere else', async () => {
    await userWith('short@reset.test');
    const { token } = await requestLink('short@reset.test');
    const short = await post('reset-password', { token, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'New password must be at least 8 characters' });
    const long = await post('reset-password', { token, newPassword: 'x'.repeat(129) });
    expect(long.json()).toMatchObject({
      message: 'New password must be no more than 128 characters',
    });
    const noToken = await post('reset-password', { token: '', newPassword: NEW_PASSWORD });
    expect(noToken.json()).toMatchObject({ message: RESET_LINK_INVALID_MESSAGE });
    // The refused attempts did not use the link up.
    expect((await post('reset-password', { token, newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('throttles requests per e-mail address and per client address, like sign-in', async () => {
    await userWith('flood@reset.test');
    const answers = [];
    for (let n = 0; n < 5; n++) {
      answers.push(
        (await post('request-password-reset', { email: 'flood@reset.test' })).statusCode,
      );
    }
    // Three a person could need; the fourth from any address is refused with when to retry.
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    const refused = await post('request-password-reset', { email: 'flood@reset.test' });
    expect(refused.headers['retry-after']).toBe('300');
    expect(refused.json()).toMatchObject({
      message: 'Too many password reset requests. Try again in 5 minutes.',
    });
    // The same count for an address without an account: a 429 tells nothing either.
    const ghost = [];
    for (let n = 0; n < 4; n++) {
      ghost.push((await post('request-password-reset', { email: 'ghost@reset.test' })).statusCode);
    }
    expect(ghost).toEqual([200, 200, 200, 429]);

    // One client address asking for many accounts is stopped too.
    const ip = '203.0.113.77';
    const perAddress = [];
    for (let n = 0; n < 21; n++) {
      perAddress.push(
        (await post('request-password-reset', { email: `user-${n}@reset.test` }, ip)).statusCode,
      );
    }
    expect(perAddress.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(perAddress[20]).toBe(429);
  });

  it('counts wrong links per client address', async () => {
    const ip = '203.0.113.88';
    const answers = [];
    for (let n = 0; n < 21; n++) {
      answers.push(
        (await post('reset-password', { token: `guess-${n}`, newPassword: NEW_PASSWORD }, ip))
          .statusCode,
      );
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(answers[20]).toBe(429);
  });

  it('takes JSON only and keeps better-auth’s redirect endpoint closed', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_BASE_URL },
      payload: 'email=rita%40reset.test',
    });
    expect(form.statusCode).toBe(415);
    const redirect = await app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/abc?callbackURL=/',
    });
    expect(redirect.statusCode).toBe(404);
    const badEmail = await post('request-password-reset', { email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ message: 'Please enter a valid email address' });
  });
});

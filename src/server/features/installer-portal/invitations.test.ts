import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailHasAccountMessage,
  INVITATION_INVALID_MESSAGE,
} from '@/shared/installer-portal/accounts';
import type { Database } from '@/server/db/client';
import { auditLog, installerInvitations, users } from '@/server/db/schema/index';
import { createMailer, type Mailer } from '@/server/mail/mailer';
import { createInstaller } from '@/server/test-support/installers';
import { startSmtpStandIn, textOf, type SmtpStandIn } from '@/server/test-support/smtp-stand-in';
import { createStaff, createStaffUser } from '@/server/test-support/staff-and-inspections';
import { buildTestApp, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTestServices } from '@/server/test-support/test-services';
import { createTenant } from '@/server/test-support/users';
import { freshIp, signIn, trpcMutation, trpcQuery } from '@/server/test-support/trpc-over-http';

/**
 * Issue 31 point 1: staff invite installer users from the installer's profile; the invitee
 * opens the e-mailed link, sets a password and signs in. Through the real server, with the
 * link read from the e-mail a real SMTP server received.
 */
let database: Database;
let app: FastifyInstance;
let smtp: SmtpStandIn;
let mailer: Mailer;
let staff: Awaited<ReturnType<typeof createStaff>>;
let services: ReturnType<typeof createTestServices>;
const PASSWORD = 'installer-password-1';

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  mailer = createMailer(smtp.url)!;
  database = await openTestDatabase();
  services = createTestServices({ mailer, portalUrl: TEST_BASE_URL });
  app = await buildTestApp(database, { services });
  staff = await createStaff(database);
}, 60_000);

afterAll(async () => {
  mailer.close();
  await app.close();
  await database.close();
  await smtp.close();
});

const coordinator = () => callerFor(database.db, staff.coordinator, '203.0.113.7', services);

/** Invites one person and reads the token from the e-mail they received. */
async function invite(installerId: string, name: string, email: string) {
  const before = smtp.messages.length;
  await coordinator().installerPortal.invitations.invite({
    installerId,
    people: [{ name, email }],
  });
  return tokenFromMail(email, before);
}

async function tokenFromMail(email: string, before: number) {
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= before && m.to.includes(email),
  );
  const link = /https?:\/\/\S+\/portal\/invitation\?token=\S+/.exec(textOf(mail))?.[0];
  expect(link, textOf(mail)).toBeDefined();
  return { mail, token: new URL(link!).searchParams.get('token')! };
}

type LinkBody = {
  result?: { data: { name: string; email: string; installerName: string } };
  error?: { message: string };
};

const readLink = (token: string, ip = freshIp()) =>
  app
    .inject({
      method: 'GET',
      url: `/trpc/portal.invitation?input=${encodeURIComponent(JSON.stringify({ token }))}`,
      remoteAddress: ip,
    })
    .then((r) => ({ statusCode: r.statusCode, body: r.json<LinkBody>() }));

const accept = (token: string, newPassword = PASSWORD) =>
  trpcMutation(app, '', 'portal.acceptInvitation', { token, newPassword });

describe('the invitation link (issue 31 point 1)', () => {
  it('e-mails a link that opens an INSTALLER account once; the user signs in', async () => {
    const installer = await createInstaller(database.db, { name: 'Warm Walls Ltd' });
    const { mail, token } = await invite(installer.id, 'Ian Fitter', 'ian@warmwalls.test');
    expect(mail.data).toMatch(
      /Subject: You are invited to the InspectHub installer portal for Warm Walls\s+Ltd/,
    );
    expect(textOf(mail)).toContain('Hello Ian Fitter,');
    expect(textOf(mail)).toContain('The link works once and for 7 days');
    const [stored] = await database.db
      .select()
      .from(installerInvitations)
      .where(eq(installerInvitations.email, 'ian@warmwalls.test'));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.invitedByName).toBe('Cora Ord');

    const page = await readLink(token);
    expect(page.body.result?.data).toEqual({
      name: 'Ian Fitter',
      email: 'ian@warmwalls.test',
      installerName: 'Warm Walls Ltd',
    });

    const short = await accept(token, 'short');
    expect(short.error?.message).toContain('New password must be at least 8 characters');
    const accepted = await accept(token);
    expect(accepted.error).toBeNull();
    const again = await accept(token, 'another-password-2');
    expect(again.error).toEqual({ code: 'BAD_REQUEST', message: INVITATION_INVALID_MESSAGE });
    expect((await readLink(token)).body.error?.message).toBe(INVITATION_INVALID_MESSAGE);

    const signedIn = await signIn(app, 'ian@warmwalls.test', PASSWORD);
    expect(signedIn.response.statusCode).toBe(200);
    const me = await trpcQuery(app, signedIn.cookie, 'session.me');
    expect(me.data).toMatchObject({ role: 'INSTALLER', email: 'ian@warmwalls.test' });

    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ian@warmwalls.test'));
    expect(user).toMatchObject({
      role: 'INSTALLER',
      emailVerified: true,
      firstName: 'Ian',
      lastName: 'Fitter',
    });
    const listed = await coordinator().installerPortal.invitations.list({
      installerId: installer.id,
    });
    expect(listed.map((i) => i.state)).toEqual(['accepted']);
    const portalUsers = await coordinator().installerPortal.users.list({
      installerId: installer.id,
    });
    expect(portalUsers).toMatchObject([{ email: 'ian@warmwalls.test', isActive: true }]);
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.resourceId, installer.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['portal_invitation.create', 'portal_invitation.accept']),
    );
  });

  it('refuses a link after 7 days', async () => {
    const installer = await createInstaller(database.db);
    const { token } = await invite(installer.id, 'Exa Pired', 'expired@fitters.test');
    await database.db
      .update(installerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(installerInvitations.email, 'expired@fitters.test'));
    expect((await readLink(token)).body.error?.message).toBe(INVITATION_INVALID_MESSAGE);
    expect((await accept(token)).error?.message).toBe(INVITATION_INVALID_MESSAGE);
    const listed = await coordinator().installerPortal.invitations.list({
      installerId: installer.id,
    });
    expect(listed.map((i) => i.state)).toEqual(['expired']);
  });
});

describe('resending, revoking and refusing invitations (issue 31 point 1)', () => {
  it('resend issues a new link and the old one stops working; revoke ends it', async () => {
    const installer = await createInstaller(database.db);
    const first = await invite(installer.id, 'Res End', 'resend@fitters.test');
    const [row] = await coordinator().installerPortal.invitations.list({
      installerId: installer.id,
    });
    const before = smtp.messages.length;
    await coordinator().installerPortal.invitations.resend({ id: row!.id });
    const second = await tokenFromMail('resend@fitters.test', before);
    expect(second.token).not.toBe(first.token);
    expect((await readLink(first.token)).body.error?.message).toBe(INVITATION_INVALID_MESSAGE);
    expect((await readLink(second.token)).body.result?.data.email).toBe('resend@fitters.test');

    await coordinator().installerPortal.invitations.revoke({ id: row!.id });
    expect((await accept(second.token)).error?.message).toBe(INVITATION_INVALID_MESSAGE);
    const listed = await coordinator().installerPortal.invitations.list({
      installerId: installer.id,
    });
    expect(listed.map((i) => i.state)).toEqual(['revoked']);
    await expect(coordinator().installerPortal.invitations.resend({ id: row!.id })).rejects.toThrow(
      'This invitation has been revoked; it cannot be resent.',
    );
  });

  it('refuses an address that already has an account, another tenant and an inspector', async () => {
    const installer = await createInstaller(database.db);
    const people = [{ name: 'Tom', email: 'TOM@test.uk' }];
    await expect(
      coordinator().installerPortal.invitations.invite({ installerId: installer.id, people }),
    ).rejects.toThrow(emailHasAccountMessage('tom@test.uk'));

    await createTenant(database.db, 'other-tenant');
    const otherCoordinator = await createStaffUser(
      database,
      'cora@other.test',
      'Cora',
      'Else',
      'COORDINATOR',
      'other-tenant',
    );
    const fresh = [{ name: 'New Person', email: 'new@fitters.test' }];
    await expect(
      callerFor(database.db, otherCoordinator).installerPortal.invitations.invite({
        installerId: installer.id,
        people: fresh,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      callerFor(database.db, staff.inspector).installerPortal.invitations.invite({
        installerId: installer.id,
        people: fresh,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const rows = await database.db
      .select()
      .from(installerInvitations)
      .where(eq(installerInvitations.installerId, installer.id));
    expect(rows).toEqual([]);
  });

  it('throttles wrong links per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await readLink(`wrong-${i}`, ip)).statusCode).toBe(400);
    const locked = await readLink('wrong-last', ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.body.error?.message).toMatch(
      /^Too many invitation links tried from here\. Try again in/,
    );
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemThreadKey } from '@/shared/installer-portal/messages';
import type { Database } from '@/server/db/client';
import { auditLog, notifications } from '@/server/db/schema/index';
import { createMailer, type Mailer } from '@/server/mail/mailer';
import type { PlatformServices } from '@/server/platform/services';
import { createInstaller, createInstallerUser } from '@/server/test-support/installers';
import { startSmtpStandIn, textOf, type SmtpStandIn } from '@/server/test-support/smtp-stand-in';
import {
  createStaff,
  createStaffUser,
  type User,
} from '@/server/test-support/staff-and-inspections';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTestServices } from '@/server/test-support/test-services';
import { createTenant } from '@/server/test-support/users';

import { failedInspectionFor } from './message-test-fixtures';
/**
 * Issue 31 point 5 on a real database: threads per failed item and per installer between an
 * installer's users and staff, internal notes that never reach the portal, read state, and the
 * other side told by e-mail (read from the SMTP stand-in) and in the app; installer A against
 * installer B and another tenant on every procedure.
 */
let database: Database;
let smtp: SmtpStandIn;
let mailer: Mailer;
let services: PlatformServices;
let coordinator: User;
let inspector: User;
let otherTenantAdmin: User;
type InstallerUser = Awaited<ReturnType<typeof createInstallerUser>>;
let a1: InstallerUser;
let a2: InstallerUser;
let b1: InstallerUser;
let otherTenantUser: InstallerUser;
let installerA: string;
let installerB: string;
let itemA: string;
let itemB: string;

const as = (user: { id: string; email: string; role: User['role']; tenantId: string }) =>
  callerFor(database.db, user, '203.0.113.7', services);

const failedInspection = (company: string, qmpCert: string) =>
  failedInspectionFor(database, coordinator, company, qmpCert);

const mailsTo = (email: string, since: number) =>
  smtp.messages.slice(since).filter((m) => m.to.includes(email));

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  mailer = createMailer(smtp.url)!;
  services = createTestServices({ mailer, portalUrl: 'https://inspecthub.test' });
  database = await openTestDatabase();
  ({ coordinator, inspector } = await createStaff(database));
  const a = await failedInspection('Pennine Walls', 'QMP-55120');
  const b = await failedInspection('Moorland Lofts', 'QMP-66230');
  installerA = a.installerId;
  installerB = b.installerId;
  // The wizard failed EWI.3 and EWI.5 on each inspection.
  itemA = itemThreadKey(a.id, 'EWI.5');
  itemB = itemThreadKey(b.id, 'EWI.5');
  a1 = await createInstallerUser(database.db, installerA, { email: 'ann@pennine.test' });
  a2 = await createInstallerUser(database.db, installerA, { email: 'al@pennine.test' });
  b1 = await createInstallerUser(database.db, installerB, { email: 'bo@moorland.test' });
  const tenant = await createTenant(database.db);
  otherTenantAdmin = await createStaffUser(
    database,
    'oa@other.test',
    'Oli',
    'Ther',
    'ADMIN',
    tenant.id,
  );
  const otherInstaller = await createInstaller(database.db, { tenantId: tenant.id });
  otherTenantUser = await createInstallerUser(database.db, otherInstaller.id, {
    email: 'ot@other.test',
    tenantId: tenant.id,
  });
}, 60_000);

afterAll(async () => {
  mailer.close();
  await database.close();
  await smtp.close();
});

describe('threads', () => {
  it("lists the installer's general thread and one per failed item, none of another installer's", async () => {
    const mine = await as(a1).portal.messages.threads();
    expect(mine.threads[0]).toMatchObject({ threadKey: 'general', title: 'General', unread: 0 });
    const keys = mine.threads.map((t) => t.threadKey);
    expect(keys).toContain(itemA);
    expect(keys).not.toContain(itemB);
    const theirs = await as(b1).portal.messages.threads();
    expect(theirs.threads.map((t) => t.threadKey)).toContain(itemB);
    expect(theirs.threads.map((t) => t.threadKey)).not.toContain(itemA);
  });

  it('staff replies and internal notes: the portal sees the reply only, and is e-mailed once per user', async () => {
    const since = smtp.messages.length;
    const staff = as(coordinator).installerPortal.messages;
    await staff.send({
      installerId: installerA,
      threadKey: itemA,
      body: 'Please send a photo of the fixings.',
    });
    await staff.send({
      installerId: installerA,
      threadKey: itemA,
      body: 'They were late last time too.',
      internal: true,
    });

    const portalThread = await as(a1).portal.messages.thread({ threadKey: itemA });
    expect(portalThread.messages.map((m) => m.body)).toEqual([
      'Please send a photo of the fixings.',
    ]);
    expect(JSON.stringify(await as(a1).portal.messages.threads())).not.toContain('late last time');
    const staffThread = await staff.thread({ installerId: installerA, threadKey: itemA });
    expect(staffThread.messages.map((m) => [m.body, m.internal])).toEqual([
      ['Please send a photo of the fixings.', false],
      ['They were late last time too.', true],
    ]);

    for (const email of [a1.email, a2.email]) {
      const mails = mailsTo(email, since);
      expect(mails).toHaveLength(1);
      expect(textOf(mails[0]!)).toContain('Please send a photo of the fixings.');
      expect(textOf(mails[0]!)).not.toContain('late last time');
    }
    expect(mailsTo(b1.email, since)).toHaveLength(0);
    const notices = await as(a1).portal.notices.list();
    expect(notices.notices.filter((n) => n.kind === 'message')).toHaveLength(1);
    expect(await as(a1).portal.messages.unread()).toMatchObject({ messages: 1 });
  });

  it('reading a thread clears its unread count for that user only', async () => {
    await as(a1).portal.messages.markRead({ threadKey: itemA });
    expect((await as(a1).portal.messages.unread()).messages).toBe(0);
    expect((await as(a2).portal.messages.unread()).messages).toBe(1);
  });

  it("an installer's message tells the staff who took part, in the app, with unread counts", async () => {
    await as(a1).portal.messages.send({ threadKey: itemA, body: 'Photo attached tomorrow.' });
    const [bell] = await database.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(
        and(eq(notifications.userId, coordinator.id), eq(notifications.event, 'installer_message')),
      );
    expect(bell?.message).toContain('Photo attached tomorrow.');
    const staffThreads = await as(coordinator).installerPortal.messages.threads({
      installerId: installerA,
    });
    expect(staffThreads.threads.find((t) => t.threadKey === itemA)?.unread).toBe(1);
    const [audit] = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.userId, a1.id), eq(auditLog.action, 'portal_message')));
    expect(audit).toBeDefined();
  });
});

describe('installer A against installer B and another tenant: 0 leaks', () => {
  const notFound = { code: 'NOT_FOUND' };

  it("refuses another installer's item thread on every portal procedure", async () => {
    const b = as(b1).portal.messages;
    await expect(b.thread({ threadKey: itemA })).rejects.toMatchObject(notFound);
    await expect(b.markRead({ threadKey: itemA })).rejects.toMatchObject(notFound);
    await expect(b.send({ threadKey: itemA, body: 'Hello' })).rejects.toMatchObject(notFound);
    // B's general thread is B's own: nothing of A's is in it.
    const general = await b.thread({ threadKey: 'general' });
    expect(general.messages).toEqual([]);
    expect(JSON.stringify(await b.threads())).not.toContain('Pennine');
    expect((await as(b1).portal.notices.list()).notices).toEqual([]);
  });

  it('refuses another tenant on every portal and staff procedure', async () => {
    const other = as(otherTenantUser).portal.messages;
    await expect(other.thread({ threadKey: itemA })).rejects.toMatchObject(notFound);
    await expect(other.send({ threadKey: itemA, body: 'Hello' })).rejects.toMatchObject(notFound);
    expect((await other.threads()).threads.map((t) => t.threadKey)).toEqual(['general']);
    const staff = as(otherTenantAdmin).installerPortal.messages;
    const input = { installerId: installerA, threadKey: itemA };
    await expect(staff.threads({ installerId: installerA })).rejects.toMatchObject(notFound);
    await expect(staff.thread(input)).rejects.toMatchObject(notFound);
    await expect(staff.markRead(input)).rejects.toMatchObject(notFound);
    await expect(staff.send({ ...input, body: 'Hello' })).rejects.toMatchObject(notFound);
    // Staff of the right tenant cannot post to one installer's item under another installer.
    await expect(
      as(coordinator).installerPortal.messages.send({
        installerId: installerB,
        threadKey: itemA,
        body: 'x',
      }),
    ).rejects.toMatchObject(notFound);
  });

  it('keeps installer users off the staff procedures and inspectors from writing', async () => {
    await expect(
      as(a1).installerPortal.messages.threads({ installerId: installerA }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      as(inspector).installerPortal.messages.send({
        installerId: installerA,
        threadKey: 'general',
        body: 'x',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

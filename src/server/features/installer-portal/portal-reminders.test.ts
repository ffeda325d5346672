import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { checklistAnswers, installerPortalUsers, portalNotices } from '@/server/db/schema/index';
import { createMailer, type Mailer } from '@/server/mail/mailer';
import type { PlatformServices } from '@/server/platform/services';
import { createInstallerUser } from '@/server/test-support/installers';
import { startSmtpStandIn, textOf, type SmtpStandIn } from '@/server/test-support/smtp-stand-in';
import { createStaff, type User } from '@/server/test-support/staff-and-inspections';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTestServices } from '@/server/test-support/test-services';
import { sendPortalNotices } from './portal-reminders-job';

import { failedInspectionFor } from './message-test-fixtures';
/**
 * Issue 31 point 6 on a real database: each notice (a new fail with its deadline, 7 days and
 * 1 day before it, overdue, evidence rejected with the reason, accepted) e-mailed to every
 * installer user exactly once even when the job runs twice; muting stops the reminders but
 * not the fail notice nor the decisions; another installer's users hear nothing.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let database: Database;
let smtp: SmtpStandIn;
let mailer: Mailer;
let services: PlatformServices;
let coordinator: User;
let inspection: { id: string; installerId: string };
type InstallerUser = Awaited<ReturnType<typeof createInstallerUser>>;
let loud: InstallerUser;
let muted: InstallerUser;
let bystander: InstallerUser;
// The item's fail, an hour after the users joined, with the 8-week clock.
const failedAt = new Date(Date.now() + HOUR);
const dueAt = new Date(failedAt.getTime() + 56 * DAY);

const failedInspection = (company: string, qmpCert: string) =>
  failedInspectionFor(database, coordinator, company, qmpCert);

/** Runs the job twice at `at` (a second run must send nothing) and returns what each user got. */
async function runTwiceAt(at: Date) {
  const since = smtp.messages.length;
  const first = await sendPortalNotices(database.db, services, at);
  const second = await sendPortalNotices(database.db, services, at);
  expect(second.sent).toBe(0);
  const got = (user: InstallerUser) =>
    smtp.messages
      .slice(since)
      .filter((m) => m.to.includes(user.email))
      .map((m) => textOf(m));
  return { sent: first.sent, loud: got(loud), muted: got(muted), bystander: got(bystander) };
}

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  mailer = createMailer(smtp.url)!;
  services = createTestServices({ mailer, portalUrl: 'https://inspecthub.test' });
  database = await openTestDatabase();
  ({ coordinator } = await createStaff(database));
  inspection = await failedInspection('Pennine Walls', 'QMP-55120');
  const other = await failedInspection('Moorland Lofts', 'QMP-66230');
  loud = await createInstallerUser(database.db, inspection.installerId, {
    email: 'ann@pennine.test',
  });
  muted = await createInstallerUser(database.db, inspection.installerId, {
    email: 'al@pennine.test',
  });
  bystander = await createInstallerUser(database.db, other.installerId, {
    email: 'bo@moorland.test',
  });
  await database.db
    .update(installerPortalUsers)
    .set({ muteReminders: true })
    .where(eq(installerPortalUsers.userId, muted.id));
  // Only EWI.5 is this test's failed item: the wizard's other fails are pushed out of sight.
  await database.db
    .update(checklistAnswers)
    .set({
      failedAt: new Date(Date.now() - 30 * DAY),
      remediationDueAt: new Date(Date.now() + 365 * DAY),
    })
    .where(eq(checklistAnswers.inspectionId, other.id));
  await database.db
    .update(checklistAnswers)
    .set({
      failedAt: new Date(Date.now() - 30 * DAY),
      remediationDueAt: new Date(Date.now() + 365 * DAY),
    })
    .where(eq(checklistAnswers.inspectionId, inspection.id));
  await database.db
    .update(checklistAnswers)
    .set({ failedAt, remediationDueAt: dueAt, severity: 'Major' })
    .where(
      and(eq(checklistAnswers.inspectionId, inspection.id), eq(checklistAnswers.itemId, 'EWI.5')),
    );
}, 60_000);

afterAll(async () => {
  mailer.close();
  await database.close();
  await smtp.close();
});

describe('notices to installer users, each once', () => {
  it('the fail notice, with its deadline, reaches every user, muted or not', async () => {
    const got = await runTwiceAt(new Date(failedAt.getTime() + 5 * 60_000));
    for (const texts of [got.loud, got.muted]) {
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain('EWI.5');
      expect(texts[0]).toMatch(
        /failed\. Remediate it and send your evidence by \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/,
      );
      expect(texts[0]).toContain('https://inspecthub.test/portal/messages');
    }
    expect(got.bystander).toEqual([]);
  });

  it('7 days and 1 day before the deadline, and overdue: once each, not to the muted user', async () => {
    const week = await runTwiceAt(new Date(dueAt.getTime() - 6 * DAY));
    expect(week.loud).toHaveLength(1);
    expect(week.loud[0]).toContain('Send your evidence for EWI.5');
    const day = await runTwiceAt(new Date(dueAt.getTime() - 12 * HOUR));
    expect(day.loud).toHaveLength(1);
    const late = await runTwiceAt(new Date(dueAt.getTime() + HOUR));
    expect(late.loud).toHaveLength(1);
    expect(late.loud[0]).toContain('passed on');
    for (const got of [week, day, late]) {
      expect(got.muted).toEqual([]);
      expect(got.bystander).toEqual([]);
    }
    const kinds = await database.db
      .select({ kind: portalNotices.kind })
      .from(portalNotices)
      .where(eq(portalNotices.userId, loud.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['due_1d', 'due_7d', 'fail', 'overdue']);
  });
});

describe('decisions on the evidence, and the portal list', () => {
  it('a rejection with its reason and an acceptance reach every user once', async () => {
    const rejectedAt = new Date(dueAt.getTime() + 2 * HOUR);
    const newDue = new Date(dueAt.getTime() + 14 * DAY);
    const item = and(
      eq(checklistAnswers.inspectionId, inspection.id),
      eq(checklistAnswers.itemId, 'EWI.5'),
    );
    await database.db
      .update(checklistAnswers)
      .set({
        status: 'Rejected',
        statusReason: 'The photo does not show the fixings',
        statusChangedAt: rejectedAt,
        remediationDueAt: newDue,
      })
      .where(item);
    const rejected = await runTwiceAt(new Date(rejectedAt.getTime() + 60_000));
    for (const texts of [rejected.loud, rejected.muted]) {
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain('was rejected: The photo does not show the fixings');
    }
    const acceptedAt = new Date(rejectedAt.getTime() + DAY);
    await database.db
      .update(checklistAnswers)
      .set({ status: 'Accepted', statusChangedAt: acceptedAt, acceptedAt })
      .where(item);
    const accepted = await runTwiceAt(new Date(acceptedAt.getTime() + 60_000));
    for (const texts of [accepted.loud, accepted.muted]) {
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain('was accepted');
    }
    expect(accepted.bystander).toEqual([]);
    // Accepted stops the clock: no reminder for the moved deadline follows.
    const after = await runTwiceAt(new Date(newDue.getTime() + DAY));
    expect(after.sent).toBe(0);
  });

  it('shows the notices on the portal, newest first, and marks them read', async () => {
    const portal = callerFor(database.db, loud, '203.0.113.7', services).portal;
    const list = await portal.notices.list();
    expect(list.notices.map((n) => n.kind)).toEqual([
      'accepted',
      'rejected',
      'overdue',
      'due_1d',
      'due_7d',
      'fail',
    ]);
    expect((await portal.messages.unread()).notices).toBe(6);
    await portal.notices.markRead({ id: list.notices[0]!.id });
    expect((await portal.messages.unread()).notices).toBe(5);
    await portal.notices.markRead({});
    expect((await portal.messages.unread()).notices).toBe(0);
    const other = callerFor(database.db, bystander, '203.0.113.7', services).portal;
    expect((await other.notices.list()).notices).toEqual([]);
    // Marking another user's notice read does nothing to it.
    await other.notices.markRead({ id: list.notices[0]!.id });
  });
});

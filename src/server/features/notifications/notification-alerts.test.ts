import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { auditLog, notifications, outboxEmails } from '@/server/db/schema/index';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { notify, type NotifyInput } from './notify';

let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let coordinator: User;
let inspector: User;

const person = (email: string, role: 'COORDINATOR' | 'INSPECTOR') =>
  createUser(database.db, { email, firstName: 'Test', lastName: role, role });

beforeAll(async () => {
  database = await openTestDatabase();
  coordinator = await person('coord@alerts.test', 'COORDINATOR');
  inspector = await person('insp@alerts.test', 'INSPECTOR');
});
afterAll(() => database.close());

const overdue = (user: User, n: number, now: Date): NotifyInput => ({
  tenantId: user.tenantId,
  userId: user.id,
  event: 'payment_overdue',
  type: 'warning',
  title: `Payment PAY-${n} is overdue`,
  message: `£10.00 was due.`,
  actionUrl: `/payments?tab=pending&status=overdue&search=PAY-${n}`,
  now,
});

describe('alerts grouping', () => {
  it('shows 13 overdue payments of one day as one alert linking to the filtered list', async () => {
    const day = new Date('2026-11-20T08:00:00Z');
    for (let n = 1; n <= 13; n++) {
      await notify(database.db, overdue(coordinator, n, new Date(day.getTime() + n * 60_000)));
    }
    // The next London day starts a new group.
    await notify(database.db, overdue(coordinator, 14, new Date('2026-11-21T08:00:00Z')));

    const caller = callerFor(database.db, coordinator);
    const { items } = await caller.notifications.list({ limit: 20 });
    expect(items.map((i) => [i.title, i.count, i.actionUrl])).toEqual([
      ['Payment PAY-14 is overdue', 1, '/payments?tab=pending&status=overdue&search=PAY-14'],
      ['13 payments overdue', 13, '/payments?tab=pending&status=overdue'],
    ]);
    expect(items[1]?.message).toBe('Latest: Payment PAY-13 is overdue. £10.00 was due.');
    // The bell's count stays the number of notifications, not of alerts.
    await expect(caller.notifications.unreadCount()).resolves.toEqual({ count: 14 });
  });

  it('marks and deletes a grouped alert as a whole, with one audit row each', async () => {
    const caller = callerFor(database.db, coordinator);
    const group = (await caller.notifications.list({ limit: 20 })).items[1]!;
    await caller.notifications.markRead({ id: group.id });
    await expect(caller.notifications.unreadCount()).resolves.toEqual({ count: 1 });
    const read = await caller.notifications.list({ filter: 'read' });
    expect(read.items.map((i) => [i.title, i.count])).toEqual([['13 payments overdue', 13]]);

    await caller.notifications.clear({ id: group.id });
    const left = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, coordinator.id));
    expect(left).toHaveLength(1);
    const audits = await database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'notification'), eq(auditLog.resourceId, group.id)));
    expect(audits).toEqual([
      { action: 'update', details: { read: true, notifications: 13 } },
      { action: 'delete', details: { notifications: 13 } },
    ]);
  });
});

describe('alerts ranking', () => {
  it('puts a failed inspection above newer routine reminders, and unread above read', async () => {
    const user = await person('rank@alerts.test', 'COORDINATOR');
    const base = Date.parse('2026-11-22T09:00:00Z');
    const send = (event: NotifyInput['event'], title: string, minutes: number) =>
      notify(database.db, {
        tenantId: user.tenantId,
        userId: user.id,
        event,
        type: 'info',
        title,
        message: 'x',
        now: new Date(base + minutes * 60_000),
      });
    await send('inspection_failed', 'Failed inspection', 0);
    await send('news_post', 'News', 1);
    await send('followup_overdue', 'Follow-up overdue', 2);
    const readId = await send('remediation_missed', 'Already read', 3);
    const caller = callerFor(database.db, user);
    await caller.notifications.markRead({ id: readId! });

    const first = await caller.notifications.list({ limit: 2 });
    expect(first.items.map((i) => i.title)).toEqual(['Failed inspection', 'Follow-up overdue']);
    const rest = await caller.notifications.list({ limit: 2, cursor: first.nextCursor! });
    expect(rest.items.map((i) => i.title)).toEqual(['News', 'Already read']);
    expect(rest.nextCursor).toBeNull();
  });
});

describe('alert preferences', () => {
  it('lists every kind as in-app until the user chooses, and saves choices with an audit row', async () => {
    const caller = callerFor(database.db, inspector);
    const before = await caller.notifications.preferences();
    expect(before.find((p) => p.event === 'payment_overdue')).toEqual({
      event: 'payment_overdue',
      label: 'Payment overdue',
      channel: 'in_app',
      enabledByTenant: true,
    });
    const saved = await caller.notifications.savePreferences({
      channels: { inspection_assigned: 'email', news_post: 'none' },
    });
    expect(saved.find((p) => p.event === 'inspection_assigned')?.channel).toBe('email');
    expect(saved.find((p) => p.event === 'news_post')?.channel).toBe('none');
    const [audit] = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'user_settings'), eq(auditLog.userId, inspector.id)));
    expect(audit?.details).toMatchObject({ part: 'notificationChannels' });
  });

  it('refuses a channel that does not exist with the schema message', async () => {
    await expect(
      callerFor(database.db, inspector).notifications.savePreferences({
        // @ts-expect-error: what a hand-made request could send
        channels: { news_post: 'sms' },
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Choose In-app, E-mail or None') as string,
    });
  });

  it('enforces the choice where notifications are made: e-mail queues a message, none makes nothing', async () => {
    const base = {
      tenantId: inspector.tenantId,
      userId: inspector.id,
      type: 'info' as const,
      message: 'INS-2026-000001 at 1 High Street.',
      actionUrl: '/inspections/abc',
    };
    const emailed = await notify(database.db, {
      ...base,
      event: 'inspection_assigned',
      title: 'New inspection assigned',
    });
    const silenced = await notify(database.db, { ...base, event: 'news_post', title: 'News' });
    const inApp = await notify(database.db, { ...base, event: 'system', title: 'Sign-in' });
    expect([emailed, silenced]).toEqual([null, null]);
    expect(inApp).toEqual(expect.any(String));

    const mine = await database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, inspector.id));
    expect(mine).toEqual([{ title: 'Sign-in' }]);
    const queued = await database.db
      .select({ to: outboxEmails.to, subject: outboxEmails.subject, body: outboxEmails.body })
      .from(outboxEmails);
    expect(queued).toEqual([
      {
        to: ['insp@alerts.test'],
        subject: 'New inspection assigned',
        body: expect.stringContaining(
          'INS-2026-000001 at 1 High Street.\n\nSee it in InspectHub at /inspections/abc.',
        ) as string,
      },
    ]);
  });
});

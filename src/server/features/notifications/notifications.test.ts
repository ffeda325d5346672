import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog, notifications } from '@/server/db/schema/index';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { notify } from './notify';
import { countUnreadNotifications, createNotification } from './service';

let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let alice: User;
let bob: User;
let outsider: User; // same e-mail domain, other tenant

beforeAll(async () => {
  database = await openTestDatabase();
  await createTenant(database.db, 'other-tenant', 'Other Tenant');
  alice = await createUser(database.db, { firstName: 'Alice', lastName: 'A' });
  bob = await createUser(database.db, { firstName: 'Bob', lastName: 'B', role: 'ADMIN' });
  outsider = await createUser(database.db, {
    lastName: 'E',
    role: 'ADMIN',
    tenantId: 'other-tenant',
  });
  const base = Date.parse('2026-11-01T09:00:00Z');
  for (let i = 0; i < 12; i++) {
    await createNotification(
      database.db,
      { tenantId: alice.tenantId, userId: alice.id },
      {
        type: i % 2 ? 'info' : 'warning',
        title: `Alice ${i}`,
        message: `Message ${i}`,
        actionUrl: '/alerts',
        createdAt: new Date(base + i * 60_000),
      },
    );
  }
  await createNotification(
    database.db,
    { tenantId: bob.tenantId, userId: bob.id },
    { type: 'error', title: 'Bob only', message: 'x' },
  );
  await createNotification(
    database.db,
    { tenantId: 'other-tenant', userId: outsider.id },
    { type: 'success', title: 'Other tenant', message: 'y' },
  );
});
afterAll(() => database.close());

describe('notifications', () => {
  it('lists only the caller’s notifications, newest first, with a cursor for more', async () => {
    const page = await callerFor(database.db, alice).notifications.list({ limit: 5 });
    expect(page.items.map((n) => n.title)).toEqual([
      'Alice 11',
      'Alice 10',
      'Alice 9',
      'Alice 8',
      'Alice 7',
    ]);
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = await callerFor(database.db, alice).notifications.list({
      limit: 5,
      cursor: page.nextCursor ?? undefined,
    });
    expect(next.items[0]?.title).toBe('Alice 6');
  });

  it('counts unread notifications', async () => {
    await expect(callerFor(database.db, alice).notifications.unreadCount()).resolves.toEqual({
      count: 12,
    });
    await expect(callerFor(database.db, bob).notifications.unreadCount()).resolves.toEqual({
      count: 1,
    });
  });

  it("sends the bell's count as a statement PostgreSQL keeps prepared on the connection", async () => {
    // One connection for the whole check: a transaction's handle prepares its own copy.
    await database.db.transaction(async (tx) => {
      const owner = { tenantId: alice.tenantId, userId: alice.id };
      await expect(countUnreadNotifications(tx as unknown as Db, owner)).resolves.toBe(12);
      await expect(countUnreadNotifications(tx as unknown as Db, owner)).resolves.toBe(12);
      const prepared = await tx.execute(
        sql`select name from pg_prepared_statements where name = 'notifications_unread_count'`,
      );
      // drizzle's PGlite driver sends every statement unnamed (PGlite plans in-process anyway).
      expect((prepared as { rows: unknown[] }).rows).toHaveLength(
        database.driver === 'postgres' ? 1 : 0,
      );
    });
  });

  it('counts all, unread and read for the Alerts tabs', async () => {
    await expect(callerFor(database.db, alice).notifications.counts()).resolves.toEqual({
      total: 12,
      unread: 12,
      read: 0,
    });
    await expect(callerFor(database.db, outsider).notifications.counts()).resolves.toEqual({
      total: 1,
      unread: 1,
      read: 0,
    });
  });

  it('marks one read, with an audit row, and filters by read state', async () => {
    const caller = callerFor(database.db, alice);
    const [first] = (await caller.notifications.list({ limit: 1 })).items;
    await caller.notifications.markRead({ id: first!.id });
    await expect(caller.notifications.unreadCount()).resolves.toMatchObject({ count: 11 });
    const read = await caller.notifications.list({ filter: 'read' });
    expect(read.items.map((n) => n.id)).toEqual([first!.id]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, first!.id));
    expect(audit).toMatchObject([
      { action: 'update', resource: 'notification', userId: alice.id, ipAddress: '203.0.113.7' },
    ]);
  });

  it('never lets a user read, mark or clear another user’s or tenant’s notification', async () => {
    const [bobs] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, bob.id));
    const [other] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.tenantId, 'other-tenant'));
    const caller = callerFor(database.db, alice);
    await expect(caller.notifications.markRead({ id: bobs!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Notification not found.',
    });
    await expect(caller.notifications.clear({ id: other!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const titles = (await caller.notifications.list({ limit: 100 })).items.map((n) => n.title);
    expect(titles).not.toContain('Bob only');
    expect(titles).not.toContain('Other tenant');
    const outsiderTitles = (await callerFor(database.db, outsider).notifications.list()).items.map(
      (n) => n.title,
    );
    expect(outsiderTitles).toEqual(['Other tenant']);
    const [stillUnread] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, other!.id));
    expect(stillUnread?.read).toBe(false);
  });

  it('marks all read for the caller only', async () => {
    const result = await callerFor(database.db, alice).notifications.markAllRead();
    expect(result).toEqual({ updated: 11 });
    await expect(callerFor(database.db, alice).notifications.unreadCount()).resolves.toMatchObject({
      count: 0,
    });
    await expect(callerFor(database.db, bob).notifications.unreadCount()).resolves.toMatchObject({
      count: 1,
    });
  });

  it('clears a notification', async () => {
    const caller = callerFor(database.db, alice);
    const [first] = (await caller.notifications.list({ limit: 1 })).items;
    await caller.notifications.clear({ id: first!.id });
    const left = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.id)));
    expect(left).toHaveLength(11);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, first!.id), eq(auditLog.action, 'delete')));
    expect(audit).toHaveLength(1);
  });

  it('refuses a cursor it did not write with a BAD_REQUEST, not a 500', async () => {
    await expect(
      callerFor(database.db, alice).notifications.list({ cursor: 'not-ours' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That page of alerts no longer exists.',
    });
  });

  it('refuses anonymous callers and bad ids', async () => {
    await expect(callerFor(database.db, null).notifications.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      callerFor(database.db, alice).notifications.markRead({ id: 'not-a-uuid' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('notification rules', () => {
  it('an event switched off in Admin Settings notifies nobody until it is on again', async () => {
    const admins = callerFor(database.db, bob);
    const input = {
      tenantId: bob.tenantId,
      userId: bob.id,
      event: 'system' as const,
      type: 'info' as const,
      title: 'Hello',
      message: 'Switched off',
    };
    await admins.settings.notificationRules.save({ system: { enabled: false } });
    expect(await notify(database.db, input)).toBeNull();
    await admins.settings.notificationRules.save({});
    expect(await notify(database.db, input)).toEqual(expect.any(String));
  });
});

import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '@/server/audit/write-audit';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import {
  auditLog,
  generatedReports,
  inspectionDrafts,
  notifications,
  outboxEmails,
  sessions,
} from '@/server/db/schema/index';
import { callerFor, silentLogger, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { clearTenantSettingsCache } from '../settings/tenant-settings';
import { runDataRetention } from './job';
import { createTestServices, createTestStorage } from '@/server/test-support/test-services';

let database: Database;
let admin: TestUser;
let other: TestUser;
const NOW = new Date('2030-06-15T03:00:00Z');
const storage = createTestStorage();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

async function seed(user: TestUser) {
  const { db } = database;
  const tenantId = user.tenantId;
  await db.insert(notifications).values([
    {
      tenantId,
      userId: user.id,
      type: 'info',
      title: 'old read',
      message: 'm',
      read: true,
      createdAt: daysAgo(91),
    },
    {
      tenantId,
      userId: user.id,
      type: 'info',
      title: 'old unread',
      message: 'm',
      read: false,
      createdAt: daysAgo(200),
    },
    {
      tenantId,
      userId: user.id,
      type: 'info',
      title: 'new read',
      message: 'm',
      read: true,
      createdAt: daysAgo(89),
    },
  ]);
  const mail = (status: 'sent' | 'failed' | 'queued', at: Date) => ({
    tenantId,
    to: ['x@y.test'],
    subject: status,
    body: 'b',
    status,
    createdAt: at,
    updatedAt: at,
  });
  await db
    .insert(outboxEmails)
    .values([
      mail('sent', daysAgo(366)),
      mail('sent', daysAgo(10)),
      mail('failed', daysAgo(91)),
      mail('queued', daysAgo(1000)),
    ]);
  await db
    .insert(inspectionDrafts)
    .values([{ tenantId, userId: user.id, variant: 'schedule', data: {}, updatedAt: daysAgo(31) }]);
  await db.insert(sessions).values([
    { id: `old-${user.id}`, token: `t-old-${user.id}`, userId: user.id, expiresAt: daysAgo(8) },
    { id: `live-${user.id}`, token: `t-live-${user.id}`, userId: user.id, expiresAt: daysAgo(-1) },
  ]);
  const report = (status: 'completed' | 'queued', key: string | null) => ({
    tenantId,
    ownerId: user.id,
    preset: 'custom' as const,
    filters: {} as never,
    format: 'csv' as const,
    status,
    storageKey: key,
    createdAt: daysAgo(91),
  });
  await storage.putFile(`reports/${user.id}.csv`, Buffer.from('a,b\n'));
  await db
    .insert(generatedReports)
    .values([report('completed', `reports/${user.id}.csv`), report('queued', null)]);
  await writeAudit(
    db,
    { tenantId, user, ip: '192.0.2.1' },
    { action: 'update', resource: 'x', details: { a: 1 } },
  );
  await db
    .update(auditLog)
    .set({ timestamp: daysAgo(3000) })
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.resource, 'x')));
}

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await createUser(database.db, { role: 'ADMIN' });
  await createTenant(database.db, 'retention-other');
  other = await createUser(database.db, { role: 'ADMIN', tenantId: 'retention-other' });
  await seed(admin);
  await seed(other);
});
afterAll(() => database.close());

describe('data retention job', () => {
  it('deletes or anonymises expired rows of every tenant and audits one row per record type', async () => {
    clearTenantSettingsCache();
    // The other tenant keeps read notifications for good.
    await callerFor(database.db, other).settings.dataRetention.save({ readNotifications: null });
    const ctx = {
      db: database.db,
      driver: database.driver,
      now: NOW,
      logger: silentLogger,
      services: createTestServices({ storage }),
    };
    const result = await runDataRetention(ctx);
    expect(result.ran.sort()).toEqual(['default-tenant', 'retention-other'].sort());

    const { db } = database;
    const titles = async (tenantId: string) =>
      (await db.select().from(notifications).where(eq(notifications.tenantId, tenantId)))
        .map((n) => n.title)
        .sort();
    expect(await titles(admin.tenantId)).toEqual(['new read', 'old unread']);
    expect(await titles(other.tenantId)).toEqual(['new read', 'old read', 'old unread']);
    const statuses = (
      await db.select().from(outboxEmails).where(eq(outboxEmails.tenantId, admin.tenantId))
    ).map((m) => m.status);
    expect(statuses.sort()).toEqual(['queued', 'sent']);
    expect(
      await db.select().from(inspectionDrafts).where(eq(inspectionDrafts.tenantId, admin.tenantId)),
    ).toHaveLength(0);
    expect(
      (await db.select().from(sessions).where(eq(sessions.userId, admin.id))).map((s) => s.id),
    ).toEqual([`live-${admin.id}`]);
    const [anonymised] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, admin.tenantId), eq(auditLog.resource, 'x')));
    expect(anonymised).toMatchObject({
      action: 'update',
      userId: null,
      userEmail: null,
      ipAddress: null,
      details: null,
    });

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, admin.tenantId), eq(auditLog.action, 'retention')));
    expect(
      Object.fromEntries(audits.map((a) => [a.resourceId, (a.details as { count: number }).count])),
    ).toEqual({
      readNotifications: 1,
      auditLog: 1,
      sentEmails: 1,
      failedEmails: 1,
      inspectionDrafts: 1,
      generatedReports: 1,
      expiredSessions: 1,
    });
    const reports = await db
      .select({ status: generatedReports.status })
      .from(generatedReports)
      .where(eq(generatedReports.tenantId, admin.tenantId));
    expect(reports).toEqual([{ status: 'queued' }]);
    await expect(storage.getFile(`reports/${admin.id}.csv`)).rejects.toThrow('No stored file');
    expect(audits.every((a) => a.userId === null && a.resource === 'data_retention')).toBe(true);
    const otherAudit = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.tenantId, other.tenantId), eq(auditLog.resourceId, 'readNotifications')),
      );
    expect(otherAudit[0]!.details).toMatchObject({ count: 0, retentionDays: null, cutoff: null });

    // Once a day: a second run the same day does nothing.
    expect(await runDataRetention({ ...ctx, now: new Date(NOW.getTime() + 3_600_000) })).toEqual({
      ran: [],
    });
  });

  it("'Run now' applies the policy for the administrator's tenant and names them in the audit", async () => {
    const { results } = await callerFor(database.db, admin).settings.dataRetention.runNow();
    expect(results).toHaveLength(7);
    expect(results.every((r) => r.count === 0)).toBe(true);
    const mine = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention'), eq(auditLog.userId, admin.id)));
    expect(mine).toHaveLength(7);
    const anonymous = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention'), isNull(auditLog.userId)));
    expect(anonymous.length).toBeGreaterThanOrEqual(14);
  });
});

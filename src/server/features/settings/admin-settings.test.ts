import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_EVENTS } from '@/shared/notification-events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { createInstaller } from '@/server/test-support/installers';
import { auditLog, outboxEmails } from '@/server/db/schema/index';
import { callerFor, expectBadRequest, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { clearTenantSettingsCache } from './tenant-settings';

let database: Database;
let admin: TestUser;
let coordinator: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await createUser(database.db, { role: 'ADMIN' });
  coordinator = await createUser(database.db, {
    firstName: 'Cora',
    lastName: 'Coordinator',
    role: 'COORDINATOR',
  });
});
afterAll(() => database.close());
beforeEach(() => clearTenantSettingsCache());

const settingAudits = (key: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'setting'), eq(auditLog.resourceId, key)));

describe('settings.featureFlags', () => {
  it('are on by default, read by every user, saved by administrators with an audit row', async () => {
    const coordinators = callerFor(database.db, coordinator);
    expect((await coordinators.settings.featureFlags.get()).flags).toEqual({
      aiAssistant: true,
      globalSearch: true,
    });
    const saved = await callerFor(database.db, admin).settings.featureFlags.save({
      aiAssistant: false,
    });
    expect(saved.flags).toEqual({ aiAssistant: false, globalSearch: true });
    expect((await coordinators.settings.featureFlags.get()).flags.aiAssistant).toBe(false);
    expect(await settingAudits('featureFlags')).toHaveLength(1);
    await callerFor(database.db, admin).settings.featureFlags.save({ aiAssistant: true });
  });

  it('refuses unknown flags and non-boolean values', async () => {
    const admins = callerFor(database.db, admin);
    await expect(
      admins.settings.featureFlags.save({ teleport: true } as unknown as { aiAssistant: boolean }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      admins.settings.featureFlags.save({ aiAssistant: 'no' } as unknown as {
        aiAssistant: boolean;
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('settings.notificationRules', () => {
  // That a rule switched off stops notify() is tested in notifications (it sits above settings).
  it('lists every event on with its recipients, and saves a rule switched off', async () => {
    const admins = callerFor(database.db, admin);
    const rules = await admins.settings.notificationRules.get();
    expect(rules.map((r) => r.event)).toEqual([...NOTIFICATION_EVENTS]);
    expect(rules.every((r) => r.enabled && r.recipients.length > 0)).toBe(true);
    const saved = await admins.settings.notificationRules.save({ system: { enabled: false } });
    expect(saved.find((r) => r.event === 'system')!.enabled).toBe(false);
    expect(
      (await admins.settings.notificationRules.get()).find((r) => r.event === 'system'),
    ).toMatchObject({ enabled: false });
    await admins.settings.notificationRules.save({});
    expect(await settingAudits('notificationRules')).toHaveLength(2);
  });

  it('refuses an unknown event', async () => {
    await expect(
      callerFor(database.db, admin).settings.notificationRules.save({
        lunch: { enabled: true },
      } as unknown as Record<string, never>),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('settings.dataRetention', () => {
  it('answers the defaults, then the saved periods (null keeps forever)', async () => {
    const admins = callerFor(database.db, admin);
    const before = await admins.settings.dataRetention.get();
    expect(before.recordTypes.find((r) => r.key === 'readNotifications')!.retentionDays).toBe(90);
    const after = await admins.settings.dataRetention.save({
      readNotifications: 30,
      auditLog: null,
    });
    expect(after.recordTypes.find((r) => r.key === 'readNotifications')!.retentionDays).toBe(30);
    expect(after.recordTypes.find((r) => r.key === 'auditLog')!.retentionDays).toBeNull();
    expect(after.recordTypes.find((r) => r.key === 'sentEmails')!.retentionDays).toBe(365);
    await admins.settings.dataRetention.save({});
  });

  it('validates periods with clear messages', async () => {
    const admins = callerFor(database.db, admin);
    await expectBadRequest(
      admins.settings.dataRetention.save({ readNotifications: 0 }),
      'Retention period must be between 1 and 36500 days',
    );
    await expectBadRequest(
      admins.settings.dataRetention.save({ readNotifications: 1.5 }),
      'Retention period must be a whole number of days',
    );
  });
});

describe('settings.emailTemplates', () => {
  it('measures template and outbox usage this month', async () => {
    const { db } = database;
    const caller = callerFor(db, coordinator);
    const templates = callerFor(db, admin).installerContacts.templates;
    await templates.create({
      name: 'Welcome',
      category: 'welcome',
      subject: 'Hi',
      body: 'Hello {{name}}',
      isActive: true,
    });
    await templates.create({
      name: 'Old',
      category: 'other',
      subject: 'Old',
      body: 'Old',
      isActive: false,
    });
    const row = (status: 'sent' | 'failed' | 'queued' | 'draft', createdAt = new Date()) => ({
      tenantId: admin.tenantId,
      to: ['a@b.test'],
      subject: 's',
      body: 'b',
      status,
      createdAt,
    });
    await db
      .insert(outboxEmails)
      .values([
        row('sent'),
        row('sent'),
        row('sent'),
        row('failed'),
        row('queued'),
        row('draft'),
        row('sent', new Date('2020-01-15T12:00:00Z')),
      ]);
    expect(await caller.settings.emailTemplates.usage()).toEqual({
      totalTemplates: 2,
      activeTemplates: 1,
      emailsThisMonth: 5,
      sentThisMonth: 3,
      failedThisMonth: 1,
      queuedThisMonth: 1,
      deliveryRate: 75,
    });
  });

  it('previews a template filled from a real installer', async () => {
    const caller = callerFor(database.db, coordinator);
    await expect(
      caller.settings.emailTemplates.preview({ subject: 'x', body: 'y' }),
    ).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Add an installer first: the preview fills the variables from a real installer.',
    });
    const installer = await createInstaller(database.db, {
      tenantId: admin.tenantId,
      name: 'Acme Lofts Ltd',
      qmpCertNumber: 'QMP-42',
    });
    expect(await caller.settings.emailTemplates.sampleInstallers()).toEqual([
      { id: installer.id, name: 'Acme Lofts Ltd' },
    ]);
    const preview = await caller.settings.emailTemplates.preview({
      subject: 'Hello {{name}}',
      body: 'QMP {{qmpNumber}}. Phone {{phone}}. From {{inspectorName}} {{unknown}}',
    });
    expect(preview.installer.name).toBe('Acme Lofts Ltd');
    expect(preview.subject).toBe('Hello Acme Lofts Ltd');
    // The installer has no phone: that sentence is left out, never 'N/A' (issue 28 point 14).
    expect(preview.body).toBe('QMP QMP-42. From Cora Coordinator {{unknown}}');
    await expect(
      caller.settings.emailTemplates.preview({
        subject: 'x',
        body: 'y',
        installerId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Installer not found.' });
    await expectBadRequest(
      caller.settings.emailTemplates.preview({ subject: 'x', body: 'y', installerId: 'nope' }),
      'Installer format is invalid',
    );
  });
});

describe('refusals', () => {
  it('refuses a COORDINATOR every settings:manage call', async () => {
    const c = callerFor(database.db, coordinator).settings;
    // Called one at a time: a promise made before it is awaited would reject unhandled.
    for (const call of [
      () => c.featureFlags.save({ aiAssistant: false }),
      () => c.notificationRules.get(),
      () => c.notificationRules.save({}),
      () => c.dataRetention.get(),
      () => c.dataRetention.save({}),
      () => c.dataRetention.runNow(),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { auditLog } from '@/server/db/schema/index';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { clearTenantSettingsCache, getTenantSetting, saveTenantSetting } from './tenant-settings';

let database: Database;
let user: TestUser;
beforeAll(async () => {
  database = await openTestDatabase();
  user = await createUser(database.db, { firstName: 'Wendy', lastName: 'Widget' });
});
afterAll(() => database.close());

describe('tenant settings', () => {
  it('answers the default until saved, then the saved value, with an audit row', async () => {
    const { db } = database;
    const actor = { tenantId: DEFAULT_TENANT_ID, user, ip: '203.0.113.1' };
    expect(await getTenantSetting(db, DEFAULT_TENANT_ID, 'sessions')).toEqual({
      maxConcurrentSessions: 5,
      idleTimeoutMinutes: 120,
    });
    await saveTenantSetting(db, actor, 'sessions', {
      maxConcurrentSessions: 3,
      idleTimeoutMinutes: 60,
    });
    clearTenantSettingsCache();
    expect(await getTenantSetting(db, DEFAULT_TENANT_ID, 'sessions')).toEqual({
      maxConcurrentSessions: 3,
      idleTimeoutMinutes: 60,
    });
    const audits = await db.select().from(auditLog);
    expect(audits.some((a) => a.resource === 'setting' && a.resourceId === 'sessions')).toBe(true);
  });

  it('refuses values outside the spec limits', async () => {
    const actor = { tenantId: DEFAULT_TENANT_ID, user, ip: '203.0.113.1' };
    await expect(
      saveTenantSetting(database.db, actor, 'sessions', {
        maxConcurrentSessions: 21,
        idleTimeoutMinutes: 120,
      }),
    ).rejects.toThrow('Max concurrent sessions must be between 1 and 20');
  });
});

describe('settings.widgets', () => {
  it('keeps each user their own widget visibility', async () => {
    const caller = callerFor(database.db, user);
    expect(await caller.settings.widgets.get()).toEqual({});
    await caller.settings.widgets.save({ recentActivity: false });
    expect(await caller.settings.widgets.get()).toEqual({ recentActivity: false });
  });
});

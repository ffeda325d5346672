import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import {
  installers,
  monitoringSettings,
  notifications,
  outboxEmails,
} from '@/server/db/schema/index';
import { openTestDatabase } from '@/server/test-support/test-database';
import { saveTenantSetting } from '../settings/tenant-settings';
import { saveUserSettings } from '../settings/user-settings';
import { applyMonitoringType } from './apply-monitoring-type';
import { insertInstaller } from './test-kit';

let database: Database;
let admin: Awaited<ReturnType<typeof createUser>>;
const T = 'default-tenant';

beforeAll(async () => {
  database = await openTestDatabase();
  await createTenant(database.db, 'other-tenant');
  admin = await createUser(database.db, { firstName: 'Ada', lastName: 'X', role: 'ADMIN' });
});
afterAll(() => database.close());

describe('applyMonitoringType', () => {
  const actor = () => ({
    tenantId: T,
    user: { id: admin.id, email: admin.email, name: 'Ada X' },
    ip: '1.2.3.4',
  });

  it('changes nothing when the installer already has the type', async () => {
    const installer = await insertInstaller(database.db, {
      tenantId: T,
      monitoringType: 'Enhanced',
    });
    const result = await database.db.transaction((tx) =>
      applyMonitoringType(tx, actor(), installer.id, 'Enhanced', 'again'),
    );
    expect(result).toEqual({ changed: false, installerName: installer.name });
  });

  it('moves back to Standard and follows the notification settings', async () => {
    await database.db
      .insert(monitoringSettings)
      .values({ tenantId: T, notifyDashboard: false, notifyEmail: false });
    const installer = await insertInstaller(database.db, {
      tenantId: T,
      name: 'Quiet Ltd',
      monitoringType: 'Enhanced',
    });
    await database.db.transaction((tx) =>
      applyMonitoringType(tx, actor(), installer.id, 'Standard', 'Six clean months'),
    );
    const [after] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.id, installer.id));
    expect(after).toMatchObject({
      monitoringType: 'Standard',
      monitoringReason: 'Six clean months',
    });
    const notes = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Quiet Ltd moved to Standard monitoring'));
    expect(notes).toEqual([]);
    await database.db.delete(monitoringSettings).where(eq(monitoringSettings.tenantId, T));
  });

  it('notifies managers unless the tenant switched the event off', async () => {
    const moved = async (name: string) => {
      const installer = await insertInstaller(database.db, { tenantId: T, name });
      await database.db.transaction((tx) =>
        applyMonitoringType(tx, actor(), installer.id, 'Enhanced', 'Three fails'),
      );
      return database.db
        .select()
        .from(notifications)
        .where(eq(notifications.title, `${name} moved to Enhanced monitoring`));
    };
    expect(await moved('Loud Ltd')).toHaveLength(1);
    await saveTenantSetting(database.db, actor(), 'notificationRules', {
      installer_enhanced_monitoring: { enabled: false },
    });
    expect(await moved('Muted Ltd')).toEqual([]);
    await saveTenantSetting(database.db, actor(), 'notificationRules', {});
  });

  it('e-mails only the managers who kept e-mail notifications on', async () => {
    await createUser(database.db, { email: 'cora@apply.test', lastName: 'X', role: 'COORDINATOR' });
    await saveUserSettings(database.db, actor(), 'preferences', { emailNotifications: false });
    const installer = await insertInstaller(database.db, { tenantId: T, name: 'Mail Ltd' });
    await database.db.transaction((tx) =>
      applyMonitoringType(tx, actor(), installer.id, 'Enhanced', 'Complaints'),
    );
    const mails = await database.db
      .select({ to: outboxEmails.to })
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, 'Mail Ltd moved to Enhanced monitoring'));
    expect(mails.map((m) => m.to)).toEqual([['cora@apply.test']]);
  });

  it('refuses an installer of another tenant', async () => {
    const theirs = await insertInstaller(database.db, { tenantId: 'other-tenant' });
    await expect(
      database.db.transaction((tx) => applyMonitoringType(tx, actor(), theirs.id, 'Enhanced', 'x')),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Installer not found.' });
  });
});

import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGE } from '../../../shared/settings/maintenance';
import { buildApp } from '../../app';
import type { Database, Db } from '../../db/client';
import { createUser } from '../../db/factories';
import { auditLog } from '../../db/schema/index';
import { recordLogLine } from '../../logger';
import { createTestStorage, signInRequest, TEST_BASE_URL } from '../../test-support/test-app';
import {
  callerFor,
  silentLogger,
  testDataDirectory,
  type TestUser,
} from '../../test-support/test-caller';
import { openTestDatabase } from '../../test-support/test-database';
import { clearTenantSettingsCache, saveTenantSetting } from '../settings/tenant-settings';
import { createBackup, libpqEnvironment, listBackups, pruneBackups } from './backup';
import { runAutoBackup } from './backup-job';

let database: Database;
let admin: TestUser;
let coordinator: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await createUser(database.db, {
    email: 'admin@maint.test',
    password: 'password-1',
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'ADMIN',
  });
  coordinator = await createUser(database.db, {
    email: 'coord@maint.test',
    password: 'password-1',
    firstName: 'Cora',
    lastName: 'Coordinator',
    role: 'COORDINATOR',
  });
});
afterAll(() => database.close());
beforeEach(() => clearTenantSettingsCache());

const auditRows = (action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, admin.tenantId), eq(auditLog.action, action)));

describe('maintenance mode', () => {
  it('is off by default with auto backup on', async () => {
    const overview = await callerFor(database.db, admin).maintenance.get();
    expect(overview.settings).toEqual({ maintenanceMode: false, autoBackup: true });
    expect(await callerFor(database.db, coordinator).maintenance.status()).toEqual({
      maintenanceMode: false,
      canBypass: false,
    });
  });

  it('refuses a non-admin every call but session.me and maintenance.status, while admins keep working', async () => {
    const admins = callerFor(database.db, admin);
    const coordinators = callerFor(database.db, coordinator);
    await admins.maintenance.setMaintenanceMode({ enabled: true });
    try {
      const refused = coordinators.notifications.unreadCount();
      await expect(refused).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: MAINTENANCE_MESSAGE,
      });
      await expect(coordinators.settings.widgets.get()).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
      expect((await coordinators.session.me()).email).toBe('coord@maint.test');
      expect(await coordinators.maintenance.status()).toEqual({
        maintenanceMode: true,
        canBypass: false,
      });
      expect(await admins.maintenance.status()).toEqual({ maintenanceMode: true, canBypass: true });
      await expect(admins.notifications.unreadCount()).resolves.toEqual(expect.anything());
    } finally {
      await admins.maintenance.setMaintenanceMode({ enabled: false });
    }
    await expect(coordinators.notifications.unreadCount()).resolves.toEqual(expect.anything());
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'setting'), eq(auditLog.resourceId, 'maintenance')));
    expect(
      audits.map(
        (a) => (a.details as { value: { maintenanceMode: boolean } }).value.maintenanceMode,
      ),
    ).toEqual([true, false]);
  });

  it('stores the auto backup toggle without touching maintenance mode', async () => {
    const admins = callerFor(database.db, admin);
    expect(await admins.maintenance.setAutoBackup({ enabled: false })).toEqual({
      maintenanceMode: false,
      autoBackup: false,
    });
    await admins.maintenance.setAutoBackup({ enabled: true });
  });

  it('validates toggles and refuses a COORDINATOR every settings:manage call', async () => {
    const admins = callerFor(database.db, admin);
    await expect(
      admins.maintenance.setMaintenanceMode({ enabled: 'yes' as unknown as boolean }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      admins.maintenance.clearCache({ extra: 1 } as unknown as Record<string, never>),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const c = callerFor(database.db, coordinator);
    // Called one at a time: a promise made before it is awaited would reject unhandled.
    for (const call of [
      () => c.maintenance.get(),
      () => c.maintenance.setMaintenanceMode({ enabled: true }),
      () => c.maintenance.setAutoBackup({ enabled: false }),
      () => c.maintenance.backupNow(),
      () => c.maintenance.clearCache(),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('backups', () => {
  it('backs up now into DATA_DIR/backups, lists it and audits it', async () => {
    const admins = callerFor(database.db, admin);
    const outcome = await admins.maintenance.backupNow();
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.file.name).toMatch(/^inspecthub-backup-\d{8}-\d{6}(-\d+)?\.(tar\.gz|dump)$/);
    expect(outcome.file.size).toBeGreaterThan(1000);
    expect(readdirSync(join(testDataDirectory(), 'backups'))).toContain(outcome.file.name);
    const overview = await admins.maintenance.get();
    expect(overview.backups.map((b) => b.name)).toContain(outcome.file.name);
    expect(overview.lastBackup).toMatchObject({ ok: true });
    const audits = await auditRows('backup');
    expect(audits.at(-1)).toMatchObject({
      resource: 'database_backup',
      resourceId: outcome.file.name,
      userId: admin.id,
    });
  });

  it('keeps the newest seven', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inspecthub-prune-'));
    mkdirSync(join(dataDir, 'backups'));
    for (let day = 1; day <= 9; day++) {
      writeFileSync(
        join(
          dataDir,
          'backups',
          `inspecthub-backup-202601${String(day).padStart(2, '0')}-020000.tar.gz`,
        ),
        'x',
      );
    }
    writeFileSync(join(dataDir, 'backups', 'notes.txt'), 'not a backup');
    expect(await pruneBackups(dataDir)).toEqual([
      'inspecthub-backup-20260102-020000.tar.gz',
      'inspecthub-backup-20260101-020000.tar.gz',
    ]);
    expect((await listBackups(dataDir)).map((b) => b.name)[0]).toBe(
      'inspecthub-backup-20260109-020000.tar.gz',
    );
    expect(readdirSync(join(dataDir, 'backups'))).toContain('notes.txt');
  });

  it('runs daily from the job when auto backup is on, and not otherwise', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inspecthub-job-'));
    const ctx = (now: Date) => ({
      db: database.db,
      now,
      logger: silentLogger,
      storage: createTestStorage(),
      dataDir,
    });
    const first = await runAutoBackup(ctx(new Date('2026-11-01T02:00:00Z')));
    expect(first).toMatchObject({ ok: true });
    expect(await runAutoBackup(ctx(new Date('2026-11-01T20:00:00Z')))).toEqual({
      skipped: 'a backup less than a day old exists',
    });
    await saveTenantSetting(
      database.db,
      { tenantId: admin.tenantId, user: admin, ip: 'test' },
      'maintenance',
      {
        maintenanceMode: false,
        autoBackup: false,
      },
    );
    expect(await runAutoBackup(ctx(new Date('2026-12-01T02:00:00Z')))).toEqual({
      skipped: 'auto backup is off',
    });
    await saveTenantSetting(
      database.db,
      { tenantId: admin.tenantId, user: admin, ip: 'test' },
      'maintenance',
      {
        maintenanceMode: false,
        autoBackup: true,
      },
    );
    expect(await listBackups(dataDir)).toHaveLength(1);
    const automatic = (await auditRows('backup')).filter(
      (a) => (a.details as { trigger?: string }).trigger === 'automatic',
    );
    expect(automatic).toHaveLength(1);
    expect(automatic[0]!.userId).toBeNull();
  });

  it("records 'pg_dump not found' when PostgreSQL's dump tool is missing", async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://u:secret@127.0.0.1:1/nowhere' });
    const db = drizzle(pool) as unknown as Db;
    const dataDir = mkdtempSync(join(tmpdir(), 'inspecthub-pgdump-'));
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const outcome = await createBackup(db, dataDir, new Date('2026-11-02T02:00:00Z'));
      expect(outcome).toEqual({
        ok: false,
        at: '2026-11-02T02:00:00.000Z',
        error: 'pg_dump not found: install the PostgreSQL client tools on this server.',
      });
    } finally {
      process.env.PATH = path;
      await pool.end();
    }
    expect(libpqEnvironment('postgres://u%40x:p%3Ass@db.example:6543/app?sslmode=require')).toEqual(
      {
        PGHOST: 'db.example',
        PGPORT: '6543',
        PGUSER: 'u@x',
        PGPASSWORD: 'p:ss',
        PGDATABASE: 'app',
        PGSSLMODE: 'require',
      },
    );
  });
});

describe('clear cache', () => {
  it('reports what it cleared and audits it', async () => {
    const admins = callerFor(database.db, admin);
    await admins.maintenance.get(); // fills the settings cache
    const { cleared } = await admins.maintenance.clearCache();
    expect(cleared.map((c) => c.name)).toEqual(['Tenant settings']);
    expect(cleared[0]!.entries).toBeGreaterThan(0);
    expect((await auditRows('clear_cache')).at(-1)).toMatchObject({ resource: 'system' });
  });
});

describe('download routes', () => {
  it('serve logs and backups to settings managers only', async () => {
    const dataDir = testDataDirectory();
    const app = await buildApp({
      database,
      logger: silentLogger,
      authSecret: 'test-secret-that-is-long-enough-000000',
      baseUrl: TEST_BASE_URL,
      storage: createTestStorage(),
      dataDir,
    });
    try {
      recordLogLine('{"level":30,"msg":"maintenance test line"}\n');
      const token = async (email: string) =>
        (await app.inject(signInRequest(email, 'password-1'))).headers['set-auth-token'] as string;
      const headers = { authorization: `Bearer ${await token('admin@maint.test')}` };
      const logs = await app.inject({ method: 'GET', url: '/api/maintenance/logs.txt', headers });
      expect(logs.statusCode).toBe(200);
      expect(logs.headers['content-disposition']).toMatch(
        /^attachment; filename="system-logs-\d{4}-\d{2}-\d{2}\.txt"$/,
      );
      expect(logs.body).toContain('maintenance test line');

      const [backup] = await listBackups(dataDir);
      const file = await app.inject({
        method: 'GET',
        url: `/api/maintenance/backups/${backup!.name}`,
        headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.length).toBe(backup!.size);
      // Already gzip: sent as stored, with its length, not compressed a second time.
      expect(file.headers['content-encoding']).toBeUndefined();
      expect(file.headers['content-length']).toBe(String(backup!.size));
      const escape = await app.inject({
        method: 'GET',
        url: '/api/maintenance/backups/..%2Flast-backup.json',
        headers,
      });
      expect(escape.statusCode).toBe(404);

      const coord = { authorization: `Bearer ${await token('coord@maint.test')}` };
      expect(
        (await app.inject({ method: 'GET', url: '/api/maintenance/logs.txt', headers: coord }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `/api/maintenance/backups/${backup!.name}`,
            headers: coord,
          })
        ).statusCode,
      ).toBe(403);
      expect((await auditRows('download')).at(-1)).toMatchObject({ resourceId: backup!.name });

      // Maintenance mode shuts non-admins out of the file routes too; admins keep them.
      const exportCsv = (h: Record<string, string>) =>
        app.inject({ method: 'GET', url: '/api/inspections/export.csv', headers: h });
      expect((await exportCsv(coord)).statusCode).toBe(200);
      await callerFor(database.db, admin).maintenance.setMaintenanceMode({ enabled: true });
      try {
        const refused = await exportCsv(coord);
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({ error: MAINTENANCE_MESSAGE });
        expect((await exportCsv(headers)).statusCode).toBe(200);
      } finally {
        await callerFor(database.db, admin).maintenance.setMaintenanceMode({ enabled: false });
      }
      expect((await exportCsv(coord)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

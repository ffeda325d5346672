import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGE } from '@/shared/settings/maintenance';
import { buildApp } from '@/server/app';
import type { Database, Db } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog, databaseBackups } from '@/server/db/schema/index';
import { createLocalStorage } from '@/server/storage/local-storage';
import { StorageFileNotFoundError } from '@/server/storage/storage';
import { isInstallationOperator, OPERATOR_ONLY_MESSAGE } from '@/server/auth/operator';
import { readEnv } from '@/server/env';
import { recordLogLine } from '@/server/logger';
import { signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import {
  callerFor,
  silentLogger,
  testDataDirectory,
  type TestUser,
} from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { clearTenantSettingsCache, saveTenantSetting } from '../settings/tenant-settings';
import {
  backupKey,
  createBackup,
  libpqEnvironment,
  listBackups,
  pruneBackups,
  readLastBackupOutcome,
} from './backup';
import { runAutoBackup } from './backup-job';
import { createTestServices, createTestStorage } from '@/server/test-support/test-services';

let database: Database;
let admin: TestUser;
let coordinator: TestUser;
let outsider: TestUser;
const OTHER = 'maint-other-tenant';

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await createUser(database.db, { email: 'admin@maint.test', role: 'ADMIN' });
  coordinator = await createUser(database.db, { email: 'coord@maint.test', role: 'COORDINATOR' });
  await createTenant(database.db, OTHER);
  outsider = await createUser(database.db, {
    email: 'outsider@maint.test',
    role: 'ADMIN',
    tenantId: OTHER,
  });
});
const extraDatabases: Database[] = [];
afterAll(async () => {
  for (const extra of [database, ...extraDatabases]) await extra.close();
});

/** A second, empty database for tests that count every backup row. */
async function freshDatabase(): Promise<Db> {
  const extra = await openTestDatabase();
  extraDatabases.push(extra);
  return extra.db;
}

const callerStorage = () => createLocalStorage(join(testDataDirectory(), 'files'));

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
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
  it('backs up now into storage, lists it and audits it', async () => {
    const admins = callerFor(database.db, admin);
    const outcome = await admins.maintenance.backupNow();
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.file.name).toMatch(/^inspecthub-backup-\d{8}-\d{6}(-\d+)?\.(tar\.gz|dump)$/);
    expect(outcome.file.size).toBeGreaterThan(1000);
    const stored = await streamBytes(await callerStorage().getFile(backupKey(outcome.file.name)));
    expect(stored.length).toBe(outcome.file.size);
    await expect(admins.maintenance.backupNow()).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^A backup was taken less than a minute ago\. Try again in \d+ seconds\.$/,
      ) as unknown,
    });
    const overview = await admins.maintenance.get();
    expect(overview.operator).toBe(true);
    expect(overview.backups.map((b) => b.name)).toContain(outcome.file.name);
    expect(overview.lastBackup).toMatchObject({ ok: true });
    const audits = await auditRows('backup');
    expect(audits.at(-1)).toMatchObject({
      resource: 'database_backup',
      resourceId: outcome.file.name,
      userId: admin.id,
    });
  });

  it('keeps the newest seven, removing older files and rows', async () => {
    const storage = createTestStorage();
    const db = await freshDatabase();
    for (let day = 1; day <= 9; day++) {
      const name = `inspecthub-backup-202601${String(day).padStart(2, '0')}-020000.tar.gz`;
      await storage.putFile(backupKey(name), Buffer.from('x'));
      await db.insert(databaseBackups).values({
        name,
        size: 1,
        ok: true,
        trigger: 'automatic',
        createdAt: new Date(`2026-01-0${day}T02:00:00Z`),
      });
    }
    expect(await pruneBackups(db, storage)).toEqual([
      'inspecthub-backup-20260102-020000.tar.gz',
      'inspecthub-backup-20260101-020000.tar.gz',
    ]);
    const kept = await listBackups(db);
    expect(kept).toHaveLength(7);
    expect(kept[0]!.name).toBe('inspecthub-backup-20260109-020000.tar.gz');
    await expect(
      storage.getFile(backupKey('inspecthub-backup-20260101-020000.tar.gz')),
    ).rejects.toThrow(StorageFileNotFoundError);
  });

  it('runs daily from the job when auto backup is on, and not otherwise', async () => {
    const db = await freshDatabase();
    const ctx = (now: Date) => ({
      db,
      driver: database.driver,
      now,
      logger: silentLogger,
      services: createTestServices(),
    });
    const first = await runAutoBackup(ctx(new Date('2026-11-01T02:00:00Z')));
    expect(first).toMatchObject({ ok: true });
    expect(await runAutoBackup(ctx(new Date('2026-11-01T20:00:00Z')))).toEqual({
      skipped: 'a backup less than a day old exists',
    });
    const setAuto = (autoBackup: boolean) =>
      saveTenantSetting(db, { tenantId: admin.tenantId, user: null, ip: 'test' }, 'maintenance', {
        maintenanceMode: false,
        autoBackup,
      });
    await setAuto(false);
    expect(await runAutoBackup(ctx(new Date('2026-12-01T02:00:00Z')))).toEqual({
      skipped: 'auto backup is off',
    });
    await setAuto(true);
    clearTenantSettingsCache();
    expect(await listBackups(db)).toHaveLength(1);
    const automatic = (
      await db.select().from(auditLog).where(eq(auditLog.action, 'backup'))
    ).filter((a) => (a.details as { trigger?: string }).trigger === 'automatic');
    expect(automatic).toHaveLength(1);
    expect(automatic[0]!.userId).toBeNull();
  });

  it("records 'pg_dump not found' when PostgreSQL's dump tool is missing", async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://u:secret@127.0.0.1:1/nowhere' });
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    // The outcome row goes to a test database; only the dump sees the unreachable server.
    const db = await freshDatabase();
    const recorder = new Proxy(db, {
      get: (target, key): unknown => (key === '$client' ? pool : Reflect.get(target, key)),
    });
    try {
      const outcome = await createBackup(
        recorder,
        createTestStorage(),
        new Date('2026-11-02T02:00:00Z'),
        'manual',
      );
      expect(outcome).toEqual({
        ok: false,
        at: '2026-11-02T02:00:00.000Z',
        error: 'pg_dump not found: install the PostgreSQL client tools on this server.',
      });
      expect(await readLastBackupOutcome(db)).toEqual(outcome);
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
    expect(cleared.map((c) => c.name)).toEqual(['Tenant settings', 'Sessions and permissions']);
    expect(cleared[0]!.entries).toBeGreaterThan(0);
    expect((await auditRows('clear_cache')).at(-1)).toMatchObject({ resource: 'system' });
  });
});

describe('download routes', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  const token = async (email: string) =>
    (await app.inject(signInRequest(email, 'password-1'))).headers['set-auth-token'] as string;
  const get = async (url: string, email: string, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await token(email)}`, ...extra },
    });

  beforeAll(async () => {
    app = await buildApp({
      database,
      logger: silentLogger,
      authSecret: 'test-secret-that-is-long-enough-000000',
      baseUrl: TEST_BASE_URL,
      services: createTestServices({ storage: callerStorage() }),
    });
  });
  afterAll(() => app.close());

  it('serve logs and backups to the installation operator only', async () => {
    recordLogLine('{"level":30,"msg":"maintenance test line"}\n');
    const logs = await get('/api/maintenance/logs.txt', 'admin@maint.test');
    expect(logs.statusCode).toBe(200);
    expect(logs.headers['content-disposition']).toMatch(
      /^attachment; filename="system-logs-\d{4}-\d{2}-\d{2}\.txt"$/,
    );
    expect(logs.body).toContain('maintenance test line');

    // The backup 'backs up now' took (a second one within a minute is refused).
    const [backup] = await listBackups(database.db);
    if (!backup) throw new Error('no backup');
    const file = await get(`/api/maintenance/backups/${backup.name}`, 'admin@maint.test', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(backup.size);
    // Already compressed: sent as stored, with its length, not compressed a second time.
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.headers['content-length']).toBe(String(backup.size));
    const escape = await get('/api/maintenance/backups/..%2Fnotes.txt', 'admin@maint.test');
    expect(escape.statusCode).toBe(404);

    expect((await get('/api/maintenance/logs.txt', 'coord@maint.test')).statusCode).toBe(403);
    expect(
      (await get(`/api/maintenance/backups/${backup.name}`, 'coord@maint.test')).statusCode,
    ).toBe(403);
    expect((await auditRows('download')).at(-1)).toMatchObject({ resourceId: backup.name });

    // Another tenant's ADMIN holds settings:manage in their tenant, but is not the operator.
    for (const url of ['/api/maintenance/logs.txt', `/api/maintenance/backups/${backup.name}`]) {
      const refused = await get(url, 'outsider@maint.test');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: OPERATOR_ONLY_MESSAGE });
    }
  });

  it("gives a tenant ADMIN their own tenant's data, without secrets or other tenants", async () => {
    const response = await get('/api/maintenance/tenant-export', 'outsider@maint.test');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="inspecthub-tenant-export-\d{4}-\d{2}-\d{2}\.ndjson\.gz"$/,
    );
    const lines = gunzipSync(response.rawPayload)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ format: 'inspecthub-tenant-export', tenantId: OTHER });
    const tables = lines[0]!.tables as string[];
    expect(tables).toEqual(expect.arrayContaining(['tenants', 'users', 'inspections']));
    for (const secret of ['accounts', 'sessions', 'two_factors', 'verifications'])
      expect(tables).not.toContain(secret);
    const rows = lines.slice(1) as { table: string; row: Record<string, unknown> }[];
    const users = rows.filter((r) => r.table === 'users').map((r) => r.row.email);
    expect(users).toEqual(['outsider@maint.test']);
    expect(rows.find((r) => r.table === 'tenants')?.row).toMatchObject({ id: OTHER });
    for (const { table, row } of rows) {
      if (table !== 'tenants') expect(row.tenantId).toBe(OTHER);
    }
    const text = JSON.stringify(rows);
    expect(text).not.toContain('admin@maint.test');
    expect(text).not.toMatch(/"password"|"secret"|"token"/);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, OTHER), eq(auditLog.resource, 'tenant_data')));
    expect(audit).toHaveLength(1);
    expect((await get('/api/maintenance/tenant-export', 'coord@maint.test')).statusCode).toBe(403);
  });
});

describe('installation operator', () => {
  it("refuses another tenant's ADMIN the backups, keeps their own maintenance switches", async () => {
    const outsiders = callerFor(database.db, outsider);
    const overview = await outsiders.maintenance.get();
    expect(overview).toMatchObject({ operator: false, backups: [], lastBackup: null });
    for (const call of [
      () => outsiders.maintenance.backupNow(),
      () => outsiders.maintenance.setAutoBackup({ enabled: false }),
    ]) {
      await expect(call()).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: OPERATOR_ONLY_MESSAGE,
      });
    }
    await outsiders.maintenance.setMaintenanceMode({ enabled: true });
    await outsiders.maintenance.setMaintenanceMode({ enabled: false });
  });

  it('is exactly the OPERATOR_EMAILS users when that is set', async () => {
    const config = { operatorEmails: ['outsider@maint.test'] };
    const asUser = (user: TestUser) => ({ ...user, email: user.email, role: user.role });
    expect(await isInstallationOperator(database.db, asUser(outsider), config)).toBe(true);
    expect(await isInstallationOperator(database.db, asUser(admin), config)).toBe(false);
    const none = { operatorEmails: [] };
    expect(await isInstallationOperator(database.db, asUser(admin), none)).toBe(true);
    expect(await isInstallationOperator(database.db, asUser(coordinator), none)).toBe(false);
    expect(await isInstallationOperator(database.db, asUser(outsider), none)).toBe(false);
    expect(
      readEnv({ OPERATOR_EMAILS: ' Ops@Example.com, it@example.com ' }).OPERATOR_EMAILS,
    ).toEqual(['ops@example.com', 'it@example.com']);
    expect(() => readEnv({ OPERATOR_EMAILS: 'not-an-address' })).toThrow(
      /OPERATOR_EMAILS must list e-mail addresses/,
    );
  });
});

import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRY_IN_FUTURE_MESSAGE } from '@/shared/api-keys/schema';
import { todayInLondon } from '@/shared/format';
import { addDays } from '@/shared/schedule/calendar';
import type { Database } from '@/server/db/client';
import { apiKeys, auditLog, rolePermissions, users } from '@/server/db/schema/index';
import { buildTestApp } from '@/server/test-support/test-app';
import { callerFor, expectBadRequest, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant, createUser } from '@/server/test-support/users';
import { toSessionUser } from '@/server/auth/to-session-user';
import { API_KEY_MESSAGES, authenticateApiKey } from './authenticate';
import { listApiKeys } from './list';
import { scopeNotHeldMessage } from './service';

let database: Database;
let admin: TestUser;
let secondAdmin: TestUser;
let otherTenantAdmin: TestUser;
let coordinator: TestUser;

const IP = '198.51.100.5';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** 20 s into a minute: the window's end is 40 s away. */
const inMinute = (minute: number, seconds = 20) =>
  new Date(Date.UTC(2026, 10, 28, 9, minute, seconds));

function createKey(user: TestUser, fields: Partial<Parameters<Api['apiKeys']['create']>[0]> = {}) {
  return callerFor(database.db, user).apiKeys.create({
    name: 'Job system',
    scopes: ['inspections:view_all', 'inspections:create'],
    ...fields,
  });
}
type Api = ReturnType<typeof callerFor>;

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await createUser(database.db, { role: 'ADMIN', firstName: 'Ada', lastName: 'Min' });
  secondAdmin = await createUser(database.db, { role: 'ADMIN' });
  coordinator = await createUser(database.db, { role: 'COORDINATOR' });
  const tenant = await createTenant(database.db);
  otherTenantAdmin = await createUser(database.db, { role: 'ADMIN', tenantId: tenant.id });
});
afterAll(() => database.close());

describe('creating an API key', () => {
  it('returns the secret once and stores only its SHA-256; the list never shows it', async () => {
    const created = await createKey(admin, { rateLimitPerMinute: 120 });
    expect(created.secret).toMatch(/^ihk_[0-9A-Za-z]{12}_[0-9A-Za-z]{32}$/);
    expect(created.secret.startsWith(`${created.prefix}_`)).toBe(true);
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.secretHash).toBe(sha256(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(17));
    const listed = (await callerFor(database.db, admin).apiKeys.list()).find(
      (k) => k.id === created.id,
    );
    expect(listed).toMatchObject({
      name: 'Job system',
      prefix: created.prefix,
      scopes: ['inspections:view_all', 'inspections:create'],
      rateLimitPerMinute: 120,
      createdByName: 'Ada Min',
      status: 'Active',
      lastUsedAt: null,
      expiresAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(17));
    expect(JSON.stringify(listed)).not.toContain(row!.secretHash);
  });

  it('refuses a scope the creator’s role does not hold, naming it', async () => {
    const tenant = await createTenant(database.db);
    // This tenant lets COORDINATORs manage keys: they still cannot hand out users:create.
    await database.db
      .insert(rolePermissions)
      .values({ tenantId: tenant.id, role: 'COORDINATOR', permission: 'apiKeys:manage' });
    const manager = await createUser(database.db, { role: 'COORDINATOR', tenantId: tenant.id });
    await expectBadRequest(
      createKey(manager, { scopes: ['inspections:create', 'users:create'] }),
      scopeNotHeldMessage('users:create'),
    );
    await expect(createKey(manager, { scopes: ['inspections:create'] })).resolves.toMatchObject({
      scopes: ['inspections:create'],
    });
  });

  it('refuses an empty name, no scopes, a past expiry and a rate outside 1–10000', async () => {
    await expectBadRequest(createKey(admin, { name: ' ' }), 'Name is required');
    await expectBadRequest(createKey(admin, { scopes: [] }), 'Choose at least one scope');
    await expectBadRequest(
      createKey(admin, { expiresAt: todayInLondon() }),
      EXPIRY_IN_FUTURE_MESSAGE,
    );
    await expectBadRequest(
      createKey(admin, { rateLimitPerMinute: 10_001 }),
      'Requests per minute must be no more than 10000',
    );
  });

  it('is for apiKeys:manage only (ADMIN by default)', async () => {
    await expect(callerFor(database.db, coordinator).apiKeys.list()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(createKey(coordinator)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('authenticating with an API key', () => {
  it('acts for its creator with its scopes and records when and from where it was used', async () => {
    const created = await createKey(admin);
    const check = await authenticateApiKey(database.db, created.secret, IP);
    expect(check).toMatchObject({
      ok: true,
      caller: {
        tenantId: admin.tenantId,
        user: { id: admin.id, role: 'ADMIN' },
        grant: { id: created.id, scopes: ['inspections:view_all', 'inspections:create'] },
      },
      rate: { limit: 600, remaining: 599 },
    });
    const listed = (await callerFor(database.db, admin).apiKeys.list()).find(
      (k) => k.id === created.id,
    );
    expect(listed).toMatchObject({ lastUsedIp: IP });
    expect(listed!.lastUsedAt).toBeInstanceOf(Date);
  });

  it('refuses a missing, malformed or wrong secret with 401', async () => {
    const created = await createKey(admin);
    const wrong = `${created.prefix}_${'x'.repeat(32)}`;
    for (const presented of [undefined, '', 'not-a-key', wrong, `${created.secret}x`]) {
      expect(await authenticateApiKey(database.db, presented, IP)).toEqual({
        ok: false,
        status: 401,
        code: 'unauthenticated',
        message: API_KEY_MESSAGES.unauthenticated,
      });
    }
  });

  it('refuses a revoked key on the next request, and another tenant cannot revoke it', async () => {
    const created = await createKey(admin);
    expect((await authenticateApiKey(database.db, created.secret, IP)).ok).toBe(true);
    await expect(
      callerFor(database.db, otherTenantAdmin).apiKeys.revoke({ id: created.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await authenticateApiKey(database.db, created.secret, IP)).ok).toBe(true);
    // Any ADMIN of the tenant may revoke it, not only its creator.
    await callerFor(database.db, secondAdmin).apiKeys.revoke({ id: created.id });
    expect(await authenticateApiKey(database.db, created.secret, IP)).toMatchObject({
      ok: false,
      status: 401,
      code: 'key_revoked',
      message: 'This API key has been revoked.',
    });
    const listed = (await callerFor(database.db, admin).apiKeys.list()).find(
      (k) => k.id === created.id,
    );
    expect(listed).toMatchObject({ status: 'Revoked' });
  });

  it('works to the end of its expiry day (UK) and is refused after it', async () => {
    const expiry = addDays(todayInLondon(), 1);
    const created = await createKey(admin, { expiresAt: expiry });
    const endOfDay = new Date(created.expiresAt!);
    expect(endOfDay.getTime()).toBeGreaterThan(Date.parse(`${expiry}T12:00:00Z`));
    const lastMoment = new Date(endOfDay.getTime() - 1);
    expect((await authenticateApiKey(database.db, created.secret, IP, lastMoment)).ok).toBe(true);
    const after = new Date(endOfDay.getTime() + 1);
    expect(await authenticateApiKey(database.db, created.secret, IP, after)).toMatchObject({
      ok: false,
      status: 401,
      code: 'key_expired',
      message: 'This API key has expired.',
    });
    const user = toSessionUser({ ...admin, name: 'Ada Min', isActive: true })!;
    const listed = await listApiKeys(
      { db: database.db, tenantId: admin.tenantId, user, ip: IP },
      after,
    );
    expect(listed.find((k) => k.id === created.id)).toMatchObject({ status: 'Expired' });
  });

  it('refuses the key of a deactivated creator', async () => {
    const owner = await createUser(database.db, { role: 'ADMIN' });
    const created = await createKey(owner);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, owner.id));
    expect(await authenticateApiKey(database.db, created.secret, IP)).toMatchObject({
      ok: false,
      status: 401,
      code: 'owner_inactive',
    });
  });

  it('answers 429 past the per-minute limit, with the seconds to the window’s end', async () => {
    const created = await createKey(admin, { rateLimitPerMinute: 3 });
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const check = await authenticateApiKey(database.db, created.secret, IP, inMinute(1));
      if (!check.ok) throw new Error(`request ${i + 1} was refused: ${check.code}`);
      remaining.push(check.rate.remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    expect(await authenticateApiKey(database.db, created.secret, IP, inMinute(1))).toEqual({
      ok: false,
      status: 429,
      code: 'rate_limited',
      message: API_KEY_MESSAGES.rate_limited,
      retryAfterSeconds: 40,
      rate: { limit: 3, remaining: 0, resetSeconds: 40 },
    });
    // The next minute is a new window.
    expect(await authenticateApiKey(database.db, created.secret, IP, inMinute(2))).toMatchObject({
      ok: true,
      rate: { limit: 3, remaining: 2 },
    });
  });
});

describe('audit', () => {
  it('records create and revoke with the name and prefix, never the secret', async () => {
    const created = await createKey(admin, { name: 'Warehouse' });
    await callerFor(database.db, admin).apiKeys.revoke({ id: created.id });
    // Revoking again changes nothing and writes nothing.
    await callerFor(database.db, admin).apiKeys.revoke({ id: created.id });
    const rows = await database.db
      .select({ action: auditLog.action, details: auditLog.details, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'api_key'), eq(auditLog.resourceId, created.id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'revoke']);
    for (const row of rows) {
      expect(row).toMatchObject({ userId: admin.id, details: { name: 'Warehouse' } });
      expect(JSON.stringify(row.details)).toContain(created.prefix);
      expect(JSON.stringify(row.details)).not.toContain(created.secret);
      expect(JSON.stringify(row.details)).not.toContain(sha256(created.secret));
    }
  });
});

describe('a key is not a web session', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database);
  });
  afterAll(() => app.close());

  it('refuses /trpc and other /api routes given a key as a Bearer token', async () => {
    const created = await createKey(admin, { scopes: ['inspections:view_all'] });
    const authorization = `Bearer ${created.secret}`;
    const me = await app.inject({
      method: 'GET',
      url: '/trpc/session.me',
      headers: { authorization },
    });
    expect(me.statusCode).toBe(401);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/inspections/export.csv',
      headers: { authorization, 'x-api-key': created.secret },
    });
    expect(csv.statusCode).toBe(401);
    // The key itself is fine: it is the web app that does not take it.
    expect((await authenticateApiKey(database.db, created.secret, IP)).ok).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { accounts, auditLog, sessions, users } from '@/server/db/schema/index';
import { callerFor, expectBadRequest, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { EMAIL_UNUSABLE_MESSAGE } from './guards';

let database: Database;
let admin: TestUser;
let coordinator: TestUser;
let inspector: TestUser;
let outsider: TestUser;

const valid = {
  email: 'New.Person@Test.uk',
  firstName: 'New',
  lastName: 'Person',
  role: 'INSPECTOR' as const,
  password: 'password-1',
  isActive: true,
};

async function addSession(userId: string, id: string = randomUUID()) {
  await database.db.insert(sessions).values({
    id,
    token: randomUUID(),
    userId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return id;
}

async function sessionIdsOf(userId: string) {
  const rows = await database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((r) => r.id);
}

async function storedHash(userId: string) {
  const [row] = await database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row!.password!;
}

async function auditFor(resourceId: string) {
  return database.db.select().from(auditLog).where(eq(auditLog.resourceId, resourceId));
}

async function expectError(call: Promise<unknown>, code: string, message: string) {
  await expect(call).rejects.toMatchObject({ code, message });
}

beforeAll(async () => {
  database = await openTestDatabase();
  const make = (role: TestUser['role'], email: string, lastName: string, tenantId?: string) =>
    createUser(database.db, { email, firstName: role, lastName, role, tenantId });
  admin = await make('ADMIN', 'admin@users.test', 'Adams');
  coordinator = await make('COORDINATOR', 'coord@users.test', 'Cole');
  inspector = await make('INSPECTOR', 'insp@users.test', 'Baker');
  await createTenant(database.db, 'other-tenant');
  outsider = await make('ADMIN', 'eve@users.test', 'Eve', 'other-tenant');
});
afterAll(() => database.close());

describe('users reads', () => {
  it('lists the tenant users ordered by last name with ISO dates', async () => {
    const list = await callerFor(database.db, admin).users.getAll();
    expect(list.map((u) => u.lastName)).toEqual(['Adams', 'Baker', 'Cole']);
    expect(list[0]).toMatchObject({
      id: admin.id,
      email: 'admin@users.test',
      role: 'ADMIN',
      isActive: true,
      lastLoginAt: null,
    });
    expect(list[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('counts users per role, zero roles included', async () => {
    await createUser(database.db, { ...valid, email: 'idle@users.test', isActive: false });
    const stats = await callerFor(database.db, admin).users.getStats();
    expect(stats).toEqual({
      totalUsers: 4,
      activeUsers: 3,
      inactiveUsers: 1,
      roleStats: [
        { role: 'ADMIN', count: 1 },
        { role: 'COORDINATOR', count: 1 },
        { role: 'INSPECTOR', count: 2 },
      ],
    });
    const other = await callerFor(database.db, outsider).users.getStats();
    expect(other.roleStats).toEqual([
      { role: 'ADMIN', count: 1 },
      { role: 'COORDINATOR', count: 0 },
      { role: 'INSPECTOR', count: 0 },
    ]);
  });

  it('refuses coordinators and inspectors every users procedure', async () => {
    for (const user of [coordinator, inspector]) {
      const caller = callerFor(database.db, user);
      await expect(caller.users.getAll()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.users.getStats()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.users.create(valid)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(
        caller.users.update({ ...valid, id: inspector.id, password: '' }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.users.delete({ id: inspector.id })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(
        caller.users.changePassword({ id: inspector.id, newPassword: 'password-2' }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('users.create', () => {
  it('validates with the form messages', async () => {
    const caller = callerFor(database.db, admin);
    await expectBadRequest(caller.users.create({ ...valid, email: ' ' }), 'Email is required');
    await expectBadRequest(
      caller.users.create({ ...valid, email: 'not-an-email' }),
      'Email format is invalid',
    );
    await expectBadRequest(
      caller.users.create({ ...valid, firstName: '' }),
      'First name is required',
    );
    await expectBadRequest(
      caller.users.create({ ...valid, lastName: ' ' }),
      'Last name is required',
    );
    await expectBadRequest(caller.users.create({ ...valid, password: '' }), 'Password is required');
    await expectBadRequest(
      caller.users.create({ ...valid, password: 'short' }),
      'Password must be at least 8 characters',
    );
  });

  it('creates an inspector by default with a working credential and an audit row', async () => {
    const { id } = await callerFor(database.db, admin).users.create({
      email: 'New.Person@Test.uk',
      firstName: 'New',
      lastName: 'Person',
      password: 'password-1',
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      email: 'new.person@test.uk',
      role: 'INSPECTOR',
      isActive: true,
      tenantId: 'default-tenant',
      name: 'New Person',
    });
    expect(await verifyPassword({ hash: await storedHash(id), password: 'password-1' })).toBe(true);
    expect(await auditFor(id)).toMatchObject([
      { action: 'create', resource: 'user', userId: admin.id, tenantId: 'default-tenant' },
    ]);
  });

  it('refuses an e-mail already used in any tenant', async () => {
    await expectError(
      callerFor(database.db, admin).users.create({ ...valid, email: 'EVE@users.test' }),
      'BAD_REQUEST',
      EMAIL_UNUSABLE_MESSAGE,
    );
  });
});

describe('users.update', () => {
  it('keeps the password when left empty and re-hashes a new one', async () => {
    const target = await createUser(database.db, { ...valid, email: 'keep@users.test' });
    const caller = callerFor(database.db, admin);
    await caller.users.update({
      ...valid,
      id: target.id,
      email: target.email,
      firstName: 'Kept',
      password: '',
    });
    expect(
      await verifyPassword({ hash: await storedHash(target.id), password: 'password-1' }),
    ).toBe(true);
    const [row] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ firstName: 'Kept', name: 'Kept Person' });

    await expectBadRequest(
      caller.users.update({ ...valid, id: target.id, password: 'short' }),
      'Password must be at least 8 characters',
    );
    await caller.users.update({
      ...valid,
      id: target.id,
      email: target.email,
      password: 'password-9',
    });
    const hash = await storedHash(target.id);
    expect(await verifyPassword({ hash, password: 'password-9' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'password-1' })).toBe(false);
    expect((await auditFor(target.id)).filter((a) => a.action === 'update')).toHaveLength(2);
  });

  it('ends the sessions of a user it deactivates', async () => {
    const target = await createUser(database.db, { ...valid, email: 'off@users.test' });
    await addSession(target.id);
    await addSession(admin.id);
    await callerFor(database.db, admin).users.update({
      ...valid,
      id: target.id,
      email: target.email,
      password: '',
      isActive: false,
    });
    expect(await sessionIdsOf(target.id)).toEqual([]);
    expect(await sessionIdsOf(admin.id)).toHaveLength(1);
  });

  it('refuses a clashing e-mail and another tenant user', async () => {
    const caller = callerFor(database.db, admin);
    await expectError(
      caller.users.update({ ...valid, id: inspector.id, email: 'coord@users.test', password: '' }),
      'BAD_REQUEST',
      EMAIL_UNUSABLE_MESSAGE,
    );
    await expectError(
      caller.users.update({ ...valid, id: outsider.id, email: outsider.email, password: '' }),
      'NOT_FOUND',
      'User not found.',
    );
  });

  it('keeps at least one active administrator', async () => {
    const caller = callerFor(database.db, admin);
    const self = {
      ...valid,
      id: admin.id,
      email: admin.email,
      firstName: 'ADMIN',
      lastName: 'Adams',
      password: '',
    };
    const message = 'At least one active administrator is required.';
    await expectError(
      caller.users.update({ ...self, role: 'COORDINATOR' }),
      'BAD_REQUEST',
      message,
    );
    await expectError(
      caller.users.update({ ...self, role: 'ADMIN', isActive: false }),
      'BAD_REQUEST',
      message,
    );
    const [row] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: 'ADMIN', isActive: true });
  });
});

describe('users.delete', () => {
  it('refuses deleting yourself and the last active administrator', async () => {
    await expectError(
      callerFor(database.db, admin).users.delete({ id: admin.id }),
      'BAD_REQUEST',
      'You cannot delete your own account.',
    );
    // A second (inactive) admin cannot leave the tenant without an active one.
    const inactiveAdmin = await createUser(database.db, {
      ...valid,
      email: 'old-admin@users.test',
      role: 'ADMIN',
      isActive: false,
    });
    await expectError(
      callerFor(database.db, inactiveAdmin).users.delete({ id: admin.id }),
      'BAD_REQUEST',
      'You cannot delete the last active administrator.',
    );
  });

  it('deletes a user with their sessions, keeps the audit trail, and is tenant-scoped', async () => {
    const target = await createUser(database.db, { ...valid, email: 'gone@users.test' });
    await addSession(target.id);
    const caller = callerFor(database.db, admin);
    await caller.users.update({ ...valid, id: target.id, email: target.email, password: '' });
    await caller.users.delete({ id: target.id });
    expect(await database.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    expect(await sessionIdsOf(target.id)).toEqual([]);
    expect((await auditFor(target.id)).map((a) => a.action).sort()).toEqual(['delete', 'update']);
    await expectError(caller.users.delete({ id: target.id }), 'NOT_FOUND', 'User not found.');
    await expectError(caller.users.delete({ id: outsider.id }), 'NOT_FOUND', 'User not found.');
  });

  it('allows removing an administrator while another active one remains', async () => {
    const second = await createUser(database.db, {
      ...valid,
      email: 'second-admin@users.test',
      role: 'ADMIN',
    });
    await callerFor(database.db, admin).users.delete({ id: second.id });
    expect(await database.db.select().from(users).where(eq(users.id, second.id))).toEqual([]);
  });
});

describe('users.changePassword', () => {
  it('validates, re-hashes and ends the other sessions', async () => {
    const caller = callerFor(database.db, admin);
    await expectBadRequest(
      caller.users.changePassword({ id: inspector.id, newPassword: 'short' }),
      'Password must be at least 8 characters',
    );
    await addSession(inspector.id);
    await caller.users.changePassword({ id: inspector.id, newPassword: 'brand-new-1' });
    expect(
      await verifyPassword({ hash: await storedHash(inspector.id), password: 'brand-new-1' }),
    ).toBe(true);
    expect(await sessionIdsOf(inspector.id)).toEqual([]);
    expect((await auditFor(inspector.id)).at(-1)).toMatchObject({
      action: 'update',
      details: { passwordChanged: true, sessionsEnded: 1 },
    });
  });

  it('keeps the caller own current session when changing their own password', async () => {
    await addSession(admin.id, 'test-session');
    const other = await addSession(admin.id);
    await callerFor(database.db, admin).users.changePassword({
      id: admin.id,
      newPassword: 'admin-new-1',
    });
    const left = await sessionIdsOf(admin.id);
    expect(left).toContain('test-session');
    expect(left).not.toContain(other);
  });

  it('does not reach another tenant user', async () => {
    await expectError(
      callerFor(database.db, admin).users.changePassword({
        id: outsider.id,
        newPassword: 'password-2',
      }),
      'NOT_FOUND',
      'User not found.',
    );
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { auditLog } from '@/server/db/schema/index';
import { callerFor, expectBadRequest, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';

let database: Database;
let coordinator: TestUser;
let inspector: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  coordinator = await createUser(database.db, {
    password: 'a-long-password-1',
    firstName: 'Cora',
    role: 'COORDINATOR',
  });
  inspector = await createUser(database.db, {
    email: 'ian@profile.test',
    password: 'a-long-password-1',
    firstName: 'Ian',
    lastName: 'Spector',
  });
});
afterAll(() => database.close());

const FULL = {
  displayName: 'Cora D.',
  department: 'Quality',
  phone: '020 7946 0000',
  location: 'Leeds',
  timezone: 'CET',
  language: 'French',
  dateFormat: 'YYYY-MM-DD',
  timeFormat: '12-hour',
} as const;

describe('profile.get', () => {
  it("returns spec 02 §9 defaults with the user's e-mail and read-only role", async () => {
    await expect(callerFor(database.db, inspector).profile.get()).resolves.toEqual({
      email: 'ian@profile.test',
      role: 'INSPECTOR',
      name: 'Ian Spector',
      profile: {
        displayName: '',
        department: '',
        phone: '',
        location: '',
        timezone: 'GMT',
        language: 'English (UK)',
        dateFormat: 'DD/MM/YYYY',
        timeFormat: '24-hour',
      },
    });
  });

  it('refuses anonymous callers', async () => {
    await expect(callerFor(database.db, null).profile.get()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('profile.save', () => {
  it('stores the personal info for that user only (trimmed), with an audit row', async () => {
    const saved = await callerFor(database.db, coordinator).profile.save({
      ...FULL,
      location: '  Leeds  ',
    });
    expect(saved).toEqual(FULL);
    expect((await callerFor(database.db, coordinator).profile.get()).profile).toEqual(FULL);
    expect((await callerFor(database.db, inspector).profile.get()).profile.timezone).toBe('GMT');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'user_settings'), eq(auditLog.userId, coordinator.id)));
    expect(audit).toMatchObject({ action: 'update', resourceId: coordinator.id });
  });

  it('refuses values outside the lists and over-long text with clear messages', async () => {
    const caller = callerFor(database.db, coordinator);
    await expectBadRequest(
      caller.profile.save({ ...FULL, displayName: 'x'.repeat(101) }),
      'Display name must be no more than 100 characters',
    );
    await expectBadRequest(
      caller.profile.save({ ...FULL, phone: '1'.repeat(41) }),
      'Phone must be no more than 40 characters',
    );
    await expect(caller.profile.save({ ...FULL, timezone: 'UTC' as 'GMT' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await caller.profile.get()).profile).toEqual(FULL);
  });

  it('accepts only profile fields (e-mail and role are managed by administrators)', async () => {
    await expect(
      callerFor(database.db, coordinator).profile.save({
        ...FULL,
        role: 'ADMIN',
      } as typeof FULL),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

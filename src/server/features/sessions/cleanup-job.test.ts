import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { sessions } from '@/server/db/schema/index';
import { silentLogger } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { saveUserSettings } from '../settings/user-settings';
import { sessionCleanupJob } from './cleanup-job';
import { createTestServices } from '@/server/test-support/test-services';

let database: Database;
const NOW = new Date('2026-06-01T12:00:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function addSession(userId: string, lastActivityMinutesAgo: number, expiresAt?: Date) {
  const id = randomUUID();
  await database.db.insert(sessions).values({
    id,
    token: randomUUID(),
    userId,
    expiresAt: expiresAt ?? new Date(NOW.getTime() + 86_400_000),
    updatedAt: minutesBefore(lastActivityMinutesAgo),
  });
  return id;
}

describe('sessions.cleanup job', () => {
  it('deletes expired sessions and those idle past their effective timeout, and nothing else', async () => {
    const everyday = await createUser(database.db, {
      password: 'a-long-password-1',
      firstName: 'Every',
      lastName: 'Day',
    });
    const night = await createUser(database.db, {
      password: 'a-long-password-1',
      firstName: 'Night',
      lastName: 'Owl',
    });
    // 'Never' on their own: the tenant's 120 minutes apply.
    await saveUserSettings(
      database.db,
      { tenantId: night.tenantId, user: night, ip: '127.0.0.1' },
      'preferences',
      { sessionTimeoutMinutes: null },
    );
    const fresh = await addSession(everyday.id, 10);
    const idle = await addSession(everyday.id, 31); // default own timeout 30 minutes
    const expired = await addSession(everyday.id, 1, minutesBefore(1));
    const nightActive = await addSession(night.id, 90);
    const nightIdle = await addSession(night.id, 121);

    const result = await sessionCleanupJob.run({
      db: database.db,
      driver: database.driver,
      now: NOW,
      logger: silentLogger,
      services: createTestServices(),
    });

    expect(result).toEqual({ deleted: 3 });
    const left = (await database.db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
    expect(left.sort()).toEqual([fresh, nightActive].sort());
    expect(left).not.toContain(idle);
    expect(left).not.toContain(expired);
    expect(left).not.toContain(nightIdle);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { seedDemoImprovements } from './seed';

let database: Database;
let users: Awaited<ReturnType<typeof createUser>>[];
const now = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  users = [];
  for (const [firstName, role] of [
    ['Alex', 'ADMIN'],
    ['Priya', 'COORDINATOR'],
    ['Tom', 'INSPECTOR'],
  ] as const) {
    users.push(
      await createUser(database.db, {
        email: `${firstName.toLowerCase()}@seed.test`,
        firstName,
        lastName: 'Demo',
        role,
      }),
    );
  }
  await seedDemoImprovements(database.db, { tenantId: DEFAULT_TENANT_ID, now, users });
});
afterAll(async () => {
  await database.close();
});

describe('the improvements demo seed', () => {
  it('gives a new user a living board', async () => {
    const tom = callerFor(database.db, users[2]!);
    const initiatives = await tom.improvements.initiatives.list({ limit: 50 });
    expect(initiatives.total).toBe(8);
    expect(initiatives.items.map((i) => i.title)).toContain(
      'Digital inspection checklists on tablets',
    );
    expect(new Set(initiatives.items.map((i) => i.status))).toEqual(
      new Set(['planning', 'in-progress', 'completed', 'on-hold']),
    );
    const mostVoted = await tom.improvements.initiatives.list({ sort: 'votes', limit: 1 });
    expect(mostVoted.items[0]!.votes).toBe(3);

    const suggestions = (await tom.improvements.suggestions.list({ limit: 50 })).items;
    const duplicate = suggestions.find((s) => s.status === 'duplicate')!;
    expect(duplicate.duplicateOfTitle).toBe('Offline mode for inspections in rural areas');
    const converted = suggestions.find((s) => s.initiativeId)!;
    expect(converted).toMatchObject({ status: 'approved', votes: 3, comments: 2 });
    const initiative = await tom.improvements.initiatives.get({ id: converted.initiativeId! });
    expect(initiative).toMatchObject({ votes: 3, comments: 2 });
    expect(initiative.fromSuggestions.map((s) => s.title)).toEqual([converted.title]);
    expect(suggestions.some((s) => s.status === 'under-review' && s.votes > 0)).toBe(true);
    expect(suggestions.filter((s) => s.comments > 0).length).toBeGreaterThanOrEqual(3);

    const overview = await tom.improvements.overview();
    expect(overview.counts.activeInitiatives).toBeGreaterThan(0);
    expect(overview.counts.suggestionsUnderReview).toBe(2);
    const manual = overview.metrics.filter((m) => m.source === 'manual');
    expect(manual.map((m) => m.name)).toEqual([
      'Homeowner satisfaction',
      'Admin time per inspection',
      'Inspector utilisation',
    ]);
    expect(manual.every((m) => m.trend === 'improving')).toBe(true);
    const history = await tom.improvements.metrics.history({ id: manual[0]!.id });
    expect(history).toHaveLength(6);
    expect(history[0]!.value).toBe(88);
    expect(new Date(history.at(-1)!.recordedAt).getTime()).toBeLessThan(
      now.getTime() - 120 * 86_400_000,
    );
  });
});

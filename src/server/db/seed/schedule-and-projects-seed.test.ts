import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '@/shared/format';
import type { Database } from '../client';
import { upsertUser } from '../factories';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { inspectionVisits, projectInspections, projects } from '../schema/index';
import { openTestDatabase } from '@/server/test-support/test-database';
import { seedDemoProjects } from '@/server/features/projects/seed';
import { seedDemoSchedule } from '@/server/features/schedule/seed';

let database: Database;
const now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('demo seed of schedule and projects', () => {
  it('books visits around today for the demo inspector and creates projects', async () => {
    const users = [];
    for (const u of DEMO_USERS) {
      const created = await upsertUser(database.db, { ...u, password: DEMO_PASSWORD });
      users.push({ id: created.id, role: u.role, email: created.email });
    }
    const context = { tenantId: 'default-tenant', now, users };
    await seedDemoSchedule(database.db, context);
    await seedDemoProjects(database.db, context);
    const visits = await database.db.select().from(inspectionVisits);
    const inspector = users.find((u) => u.role === 'INSPECTOR')!;
    expect(visits.length).toBeGreaterThanOrEqual(10);
    expect(visits.every((v) => v.inspectorUserId === inspector.id)).toBe(true);
    expect(visits.filter((v) => v.visitDate === todayInLondon(now))).toHaveLength(2);
    const stored = await database.db.select().from(projects).orderBy(projects.reference);
    expect(stored.map((p) => [p.reference, p.status])).toEqual([
      ['PROJ-2026-0001', 'active'],
      ['PROJ-2026-0002', 'active'],
      ['PROJ-2026-0003', 'planning'],
      ['PROJ-2026-0004', 'completed'],
    ]);
    // No inspections exist in this database, so nothing is linked.
    expect(
      await database.db
        .select()
        .from(projectInspections)
        .where(eq(projectInspections.projectId, stored[0]!.id)),
    ).toEqual([]);
  });
});

import { Faker, en, en_GB } from '@faker-js/faker';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Database } from '@/server/db/client';
import { upsertUser } from '@/server/db/factories';
import { buildInspectionRow } from '@/server/db/inspection-factories';
import { defects, followups, inspections } from '@/server/db/schema/index';
import { DEMO_PASSWORD, DEMO_USERS } from '@/server/db/seed/demo-users';
import { openTestDatabase } from '@/server/test-support/test-database';
import { seedDemoDefects } from './seed';

let database: Database;
const now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('demo seed of defects and follow-ups', () => {
  it('raises defects on failed inspections, each with its follow-up, and late items already notified', async () => {
    const users = [];
    for (const u of DEMO_USERS) {
      const created = await upsertUser(database.db, { ...u, password: DEMO_PASSWORD });
      users.push({ id: created.id, role: u.role, email: created.email });
    }
    const faker = new Faker({ locale: [en_GB, en] });
    faker.seed(1);
    const rows = Array.from({ length: 120 }, (_, i) =>
      buildInspectionRow(faker, {
        tenantId: DEFAULT_TENANT_ID,
        reference: `INS-2026-${String(i + 1).padStart(6, '0')}`,
        createdAt: new Date(now.getTime() - i * 86_400_000),
        installers: ['Pennine Solid Wall'],
        inspectors: ['Tom Hughes'],
      }),
    );
    await database.db.insert(inspections).values(rows);
    await seedDemoDefects(database.db, { tenantId: DEFAULT_TENANT_ID, now, users });

    const stored = await database.db.select().from(defects);
    expect(stored.length).toBeGreaterThanOrEqual(15);
    const failedIds = new Set(
      (await database.db.select().from(inspections).where(eq(inspections.status, 'FAILED'))).map(
        (i) => i.id,
      ),
    );
    expect(stored.every((d) => failedIds.has(d.inspectionId))).toBe(true);
    expect(stored.every((d) => (d.status === 'resolved') === (d.resolvedAt !== null))).toBe(true);
    const items = await database.db.select().from(followups);
    for (const d of stored) expect(items.filter((f) => f.defectId === d.id)).toHaveLength(1);
    expect(new Set(items.map((f) => f.type)).size).toBe(4);
    const lateUnnotified = await database.db
      .select()
      .from(followups)
      .where(eq(followups.status, 'overdue'));
    expect(lateUnnotified.every((f) => f.overdueNotifiedAt !== null)).toBe(true);
    const pendingPastDue = (
      await database.db.select().from(followups).where(isNull(followups.overdueNotifiedAt))
    ).filter((f) => f.status === 'pending' && f.dueDate < now);
    expect(pendingPastDue).toEqual([]);
  });
});

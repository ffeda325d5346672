import { en, en_GB, Faker } from '@faker-js/faker';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Db } from '../db/client';
import { buildInspectionRow } from '../db/inspection-factories';
import { inspections } from '../db/schema/index';

type NewInspection = typeof inspections.$inferInsert;

const faker = new Faker({ locale: [en_GB, en] });
const counters = new WeakMap<Db, number>();

/**
 * An inspection row with the given fields (reference unique per test database). The random
 * fields depend only on how many rows this database has had, not on which test files ran
 * before in the same worker (Vitest runs files unisolated, decision 019). Wizard answers are
 * kept only when the row ends finished: an open inspection given by `overrides` has none.
 */
export async function createInspection(db: Db, overrides: Partial<NewInspection> = {}) {
  const counter = (counters.get(db) ?? 0) + 1;
  counters.set(db, counter);
  faker.seed(606 + counter);
  const built = buildInspectionRow(faker, {
    tenantId: DEFAULT_TENANT_ID,
    reference: `INS-2026-${String(900000 + counter)}`,
    createdAt: new Date(Date.UTC(2026, 0, 1)),
    installers: ['Schedule Installer'],
    inspectors: ['Nobody'],
  });
  const status = overrides.status ?? built.status;
  const finished = status === 'PASSED' || status === 'FAILED';
  const [row] = await db
    .insert(inspections)
    .values({
      ...built,
      answers: finished ? built.answers : {},
      inspectorName: null,
      inspectorUserId: null,
      scheduledTime: null,
      ...overrides,
    })
    .returning();
  return row!;
}

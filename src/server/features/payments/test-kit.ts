import { Faker, en, en_GB } from '@faker-js/faker';
import type { InspectionStatus } from '@/shared/inspections/statuses';
import type { Db } from '@/server/db/client';
import { buildInspectionRow } from '@/server/db/inspection-factories';
import { inspections, installers } from '@/server/db/schema/index';

const faker = new Faker({ locale: [en_GB, en] });
const sequences = new WeakMap<Db, number>();

export async function insertInstaller(db: Db, tenantId: string, name: string) {
  const [row] = await db.insert(installers).values({ tenantId, name }).returning();
  return row!;
}

/**
 * A stored inspection of the installer with the given status. Its random fields depend only on
 * how many this database has had (files share the module: Vitest runs them unisolated), and an
 * open one carries no wizard answers.
 */
export async function insertInspection(
  db: Db,
  installer: { id: string; name: string; tenantId: string },
  status: InspectionStatus,
) {
  const sequence = (sequences.get(db) ?? 0) + 1;
  sequences.set(db, sequence);
  faker.seed(42 + sequence);
  const built = buildInspectionRow(faker, {
    tenantId: installer.tenantId,
    reference: `INS-2026-9${String(sequence).padStart(5, '0')}`,
    createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
    installers: [{ id: installer.id, name: installer.name }],
    inspectors: ['Ivy Inspector'],
  });
  const finished = status === 'PASSED' || status === 'FAILED';
  const [row] = await db
    .insert(inspections)
    .values({ ...built, answers: finished ? built.answers : {}, status })
    .returning();
  return row!;
}

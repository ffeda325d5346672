import { Faker, en, en_GB } from '@faker-js/faker';
import type { InspectionStatus } from '../../../shared/inspections/statuses';
import type { Db } from '../../db/client';
import { buildInspectionRow } from '../../db/inspection-factories';
import { inspections, installers } from '../../db/schema/index';

const faker = new Faker({ locale: [en_GB, en], seed: 42 });
let sequence = 0;

export async function insertInstaller(db: Db, tenantId: string, name: string) {
  const [row] = await db.insert(installers).values({ tenantId, name }).returning();
  return row!;
}

/** A stored inspection of the installer with the given status. */
export async function insertInspection(
  db: Db,
  installer: { id: string; name: string; tenantId: string },
  status: InspectionStatus,
) {
  sequence += 1;
  const [row] = await db
    .insert(inspections)
    .values({
      ...buildInspectionRow(faker, {
        tenantId: installer.tenantId,
        reference: `INS-2026-9${String(sequence).padStart(5, '0')}`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
        installers: [{ id: installer.id, name: installer.name }],
        inspectors: ['Ivy Inspector'],
      }),
      status,
    })
    .returning();
  return row!;
}

import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { buildInspectionRow } from '../inspection-factories';
import { inspections, inspectionStatusHistory, referenceCounters } from '../schema/index';
import { demoResultDrawer } from './demo-risk-profiles';
import { DEMO_USERS } from './demo-users';

const DAY = 86_400_000;
const BATCH = 500;

/** A few thousand inspections over the last 18 months, across every measure, trigger and status. */
export async function seedDemoInspections(
  db: Db,
  faker: Faker,
  options: {
    tenantId: string;
    now: Date;
    count: number;
    installers: readonly { id: string; name: string }[];
  },
) {
  const installers = options.installers;
  const inspectors = [
    ...DEMO_USERS.map((u) => `${u.firstName} ${u.lastName}`),
    'Sarah Collins',
    'Gareth Price',
  ];
  const createdTimes = Array.from(
    { length: options.count },
    () => options.now.getTime() - faker.number.int({ min: 0, max: 548 * DAY }),
  ).sort((a, b) => a - b);
  const resultFor = demoResultDrawer(installers);
  const perYear = new Map<number, number>();
  const rows = createdTimes.map((time) => {
    const createdAt = new Date(time);
    const year = createdAt.getUTCFullYear();
    const n = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, n);
    const reference = `INS-${year}-${String(n).padStart(6, '0')}`;
    return buildInspectionRow(faker, {
      tenantId: options.tenantId,
      reference,
      createdAt,
      installers,
      inspectors,
      now: options.now,
      resultFor,
    });
  });
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await db
      .insert(inspections)
      .values(rows.slice(i, i + BATCH))
      .returning({
        id: inspections.id,
        status: inspections.status,
        createdAt: inspections.createdAt,
        completedDate: inspections.completedDate,
      });
    await db.insert(inspectionStatusHistory).values(
      inserted.map((r) => ({
        tenantId: options.tenantId,
        inspectionId: r.id,
        fromStatus: null,
        toStatus: r.status,
        notes: 'Demo data',
        completedDate: r.completedDate,
        changedByName: 'Demo data',
        changedAt: r.createdAt,
      })),
    );
  }
  for (const [year, value] of perYear) {
    await db
      .insert(referenceCounters)
      .values({ tenantId: options.tenantId, prefix: 'INS', year, value })
      .onConflictDoUpdate({
        target: [referenceCounters.tenantId, referenceCounters.prefix, referenceCounters.year],
        set: { value: sql`greatest(${referenceCounters.value}, ${value})` },
      });
  }
  return rows.length;
}

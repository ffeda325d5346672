import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bulkInsert } from '@/server/lib/bulk-insert';
import { buildInspectionRow } from '../inspection-factories';
import { inspections, inspectionStatusHistory, referenceCounters } from '../schema/index';
import { demoResultDrawer } from './demo-risk-profiles';
import { DEMO_USERS } from './demo-users';

const DAY = 86_400_000;

/** A few thousand inspections over the last 18 months, across every measure, trigger and status. */
export async function seedDemoInspections(
  db: Db,
  faker: Faker,
  options: {
    tenantId: string;
    now: Date;
    count: number;
    installers: readonly { id: string; name: string }[];
    /** Accounts of the demo inspectors: their inspections carry the account, as the forms do. */
    inspectorAccounts: readonly { id: string; firstName: string; lastName: string; role: string }[];
  },
) {
  const accountOf = new Map(
    options.inspectorAccounts
      .filter((u) => u.role === 'INSPECTOR')
      .map((u) => [`${u.firstName} ${u.lastName}`, u.id]),
  );
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
    const row = buildInspectionRow(faker, {
      tenantId: options.tenantId,
      reference,
      createdAt,
      installers,
      inspectors,
      now: options.now,
      resultFor,
    });
    // Without the account the demo inspector would see these (matched by name) but could
    // not act on them: 'No actions' on every row of their queue.
    return { ...row, inspectorUserId: accountOf.get(row.inspectorName ?? '') ?? null };
  });
  // One statement each (unnest arrays, src/server/lib/bulk-insert.ts): Drizzle's multi-row
  // VALUES built a parameter per cell, about 80 x 3,000 of them, which cost seconds of CPU.
  const inserted = await bulkInsert(db, inspections, rows, { returning: { id: inspections.id } });
  await bulkInsert(
    db,
    inspectionStatusHistory,
    rows.map((row, i) => ({
      inspectionId: inserted[i]!.id,
      toStatus: row.status,
      completedDate: row.completedDate,
      changedAt: row.createdAt,
    })),
    { same: { tenantId: options.tenantId, notes: 'Demo data', changedByName: 'Demo data' } },
  );
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

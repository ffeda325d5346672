import { Faker, en, en_GB } from '@faker-js/faker';
import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { OPEN_STATUSES } from '@/shared/inspections/statuses';
import { addDays, visitsOverlap } from '@/shared/schedule/calendar';
import { VISIT_TYPES } from '@/shared/schedule/catalogue';
import type { Db } from '@/server/db/client';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';
import { inspections, inspectionVisits, users } from '@/server/db/schema/index';

// Day offsets and times of the demo inspector's own visits around today.
const STANDALONE = [
  [-6, '10:00'],
  [-3, '09:00'],
  [-1, '13:30'],
  [0, '09:30'],
  [0, '14:00'],
  [1, '11:00'],
  [2, '10:00'],
  [4, '15:30'],
  [7, '09:00'],
  [11, '12:00'],
] as const;

/**
 * Demo visits for the demo INSPECTOR: a few for the open inspections already
 * assigned to them by name (on the inspection's own date and time, so the
 * inspections are left untouched), and standalone ones around today: past
 * ones completed, one cancelled.
 */
export async function seedDemoSchedule(db: Db, { tenantId, now, users: demo }: AreaSeedContext) {
  const faker = new Faker({ locale: [en_GB, en], seed: 2277 });
  const inspector = demo.find((u) => u.role === 'INSPECTOR');
  const booker = demo.find((u) => u.role === 'COORDINATOR') ?? demo[0];
  if (!inspector) return;
  const [profile] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, inspector.id));
  const today = todayInLondon(now);
  const rows: (typeof inspectionVisits.$inferInsert)[] = [];
  // Open visits never overlap (the database refuses it, drizzle/0021); a clashing one is left out.
  const add = (row: Omit<typeof inspectionVisits.$inferInsert, 'tenantId' | 'inspectorUserId'>) => {
    const slot = { time: row.visitTime, durationMinutes: row.durationMinutes ?? 60 };
    const clash = rows.some(
      (other) =>
        other.visitDate === row.visitDate &&
        other.status !== 'cancelled' &&
        row.status !== 'cancelled' &&
        visitsOverlap(slot, {
          time: other.visitTime,
          durationMinutes: other.durationMinutes ?? 60,
        }),
    );
    if (clash) return;
    rows.push({ ...row, tenantId, inspectorUserId: inspector.id, createdBy: booker?.id ?? null });
  };
  const assigned = await db
    .select({
      id: inspections.id,
      date: inspections.scheduledDate,
      time: inspections.scheduledTime,
      type: inspections.inspectionType,
      address: inspections.propertyAddress,
    })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenantId),
        eq(inspections.inspectorName, profile?.name ?? ''),
        inArray(inspections.status, [...OPEN_STATUSES]),
        isNotNull(inspections.scheduledTime),
        gte(inspections.scheduledDate, addDays(today, -7)),
        lte(inspections.scheduledDate, addDays(today, 21)),
      ),
    )
    .orderBy(asc(inspections.scheduledDate), asc(inspections.id))
    .limit(3);
  for (const inspection of assigned) {
    add({
      inspectionId: inspection.id,
      visitDate: inspection.date!,
      visitTime: inspection.time!,
      type: inspection.type || 'Site Visit',
      location: inspection.address,
      notes: 'Booked from the inspection register.',
      status: inspection.date! < today ? 'completed' : 'scheduled',
    });
  }
  STANDALONE.forEach(([offset, time], i) => {
    const date = addDays(today, offset);
    add({
      visitDate: date,
      visitTime: time,
      durationMinutes: faker.helpers.arrayElement([60, 90, 120]),
      type: faker.helpers.arrayElement(VISIT_TYPES),
      location: `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.zipCode('??# #??').toUpperCase()}`,
      notes: faker.helpers.arrayElement([
        '',
        'Call the customer 30 minutes before arrival.',
        'Loft access needed.',
      ]),
      status: i === 5 ? 'cancelled' : offset < 0 ? 'completed' : 'scheduled',
    });
  });
  if (rows.length > 0) await db.insert(inspectionVisits).values(rows);
}

import { Faker, en, en_GB } from '@faker-js/faker';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import type { Db } from '@/server/db/client';
import { nextReference } from '@/server/db/next-reference';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';
import { inspections, payments } from '@/server/db/schema/index';

const DAY = 86_400_000;
const PAYMENT_COUNT = 60;

const dayOffset = (today: string, days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * Demo payments on real inspections: completed ones only on PASSED
 * inspections (the default rule), the rest pending, some of them overdue.
 */
export async function seedDemoPayments(db: Db, { tenantId, now, users }: AreaSeedContext) {
  const faker = new Faker({ locale: [en_GB, en], seed: 606 });
  const today = todayInLondon(now);
  const coordinator = users.find((u) => u.role === 'COORDINATOR') ?? users[0];
  const picked = await db
    .select({
      id: inspections.id,
      installerId: inspections.installerId,
      status: inspections.status,
      measureLabel: inspections.measureLabel,
    })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenantId),
        isNotNull(inspections.installerId),
        ne(inspections.status, 'CANCELLED'),
      ),
    )
    .orderBy(desc(inspections.createdAt), desc(inspections.id))
    .limit(PAYMENT_COUNT);
  for (const inspection of picked) {
    const isPassed = inspection.status === 'PASSED';
    // Completed only where the default rule allows it: on a PASSED inspection.
    const kind = faker.helpers.weightedArrayElement([
      ...(isPassed ? [{ value: 'completed' as const, weight: 5 }] : []),
      { value: 'pending' as const, weight: 3 },
      { value: 'overdue' as const, weight: 2 },
    ]);
    const dueDate =
      kind === 'overdue'
        ? dayOffset(today, -faker.number.int({ min: 1, max: 45 }))
        : kind === 'pending'
          ? dayOffset(today, faker.number.int({ min: 0, max: 30 }))
          : dayOffset(today, -faker.number.int({ min: 0, max: 60 }));
    await db.insert(payments).values({
      tenantId,
      reference: await nextReference(db, tenantId, 'PAY', now),
      installerId: inspection.installerId!,
      inspectionId: inspection.id,
      amountPence:
        faker.number.int({ min: 95, max: 450 }) * 100 + faker.helpers.arrayElement([0, 50]),
      status: kind === 'completed' ? 'completed' : 'pending',
      dueDate,
      paidDate:
        kind === 'completed' ? dayOffset(dueDate, -faker.number.int({ min: 0, max: 10 })) : null,
      description: `${inspection.measureLabel} inspection fee`,
      createdBy: coordinator?.id ?? null,
      createdAt: new Date(Date.parse(`${dueDate}T09:00:00Z`) - 30 * DAY),
    });
  }
}

import { computeNextRun } from '@/shared/reports/schedule-due';
import type { Db } from '@/server/db/client';
import { reportSchedules } from '@/server/db/schema/index';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';

/** The spec's two scheduled reports for the demo administrator (weekly on Fridays, monthly on the 1st). */
export async function seedReportSchedules(db: Db, context: AreaSeedContext) {
  const admin = context.users.find((u) => u.role === 'ADMIN');
  if (!admin) return;
  const weekly = {
    cadence: 'weekly' as const,
    dayOfWeek: 5,
    dayOfMonth: null,
    timeOfDay: '08:00',
  };
  const monthly = {
    cadence: 'monthly' as const,
    dayOfWeek: null,
    dayOfMonth: 1,
    timeOfDay: '08:00',
  };
  // The list shows the oldest first: weekly, then monthly, as the spec lists them.
  await db.insert(reportSchedules).values({
    tenantId: context.tenantId,
    ownerId: admin.id,
    name: 'Weekly summary',
    preset: 'weekly-summary',
    filters: { type: 'all', status: 'all' },
    format: 'pdf',
    ...weekly,
    nextRunAt: computeNextRun(weekly, context.now),
    createdAt: context.now,
  });
  await db.insert(reportSchedules).values({
    tenantId: context.tenantId,
    ownerId: admin.id,
    name: 'Monthly report',
    preset: 'custom',
    filters: { type: 'all', status: 'all' },
    format: 'xlsx',
    ...monthly,
    nextRunAt: computeNextRun(monthly, context.now),
    createdAt: new Date(context.now.getTime() + 1),
  });
}

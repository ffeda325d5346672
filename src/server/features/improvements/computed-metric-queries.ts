import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { defects, followups, inspections, supportTickets } from '@/server/db/schema/index';

// The raw figures behind the computed Key Metrics, each over a period of other features' records.

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Inspections completed in [from, to): share that passed, as a percentage. */
export async function passRate(db: Db, tenantId: string, from: Date, to: Date) {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const [row] = await db
    .select({
      done: sql<number>`count(*)::int`,
      passed: sql<number>`count(*) filter (where ${inspections.status} = 'PASSED')::int`,
    })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenantId),
        inArray(inspections.status, ['PASSED', 'FAILED', 'REQUIRES_FOLLOW_UP']),
        gte(inspections.completedDate, iso(from)),
        lt(inspections.completedDate, iso(to)),
      ),
    );
  return row && row.done > 0 ? (row.passed / row.done) * 100 : null;
}

/** Defects resolved in [from, to): average days from report to resolution. */
export async function daysToResolve(db: Db, tenantId: string, from: Date, to: Date) {
  const [row] = await db
    .select({
      avg: sql<
        string | null
      >`avg(extract(epoch from (${defects.resolvedAt} - ${defects.createdAt})) / 86400)`,
    })
    .from(defects)
    .where(
      and(
        eq(defects.tenantId, tenantId),
        isNotNull(defects.resolvedAt),
        gte(defects.resolvedAt, from),
        lt(defects.resolvedAt, to),
      ),
    );
  return num(row?.avg);
}

/** Follow-ups open and past due at a moment. */
export async function overdueAt(db: Db, tenantId: string, at: Date) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(followups)
    .where(
      and(
        eq(followups.tenantId, tenantId),
        lt(followups.createdAt, at),
        lt(followups.dueDate, at),
        sql`(${followups.completedAt} is null or ${followups.completedAt} > ${at})`,
      ),
    );
  return row?.total ?? 0;
}

/** Tickets first answered in [from, to): average hours to that first response. */
export async function responseHours(db: Db, tenantId: string, from: Date, to: Date) {
  const [row] = await db
    .select({
      avg: sql<
        string | null
      >`avg(extract(epoch from (${supportTickets.firstResponseAt} - ${supportTickets.createdAt})) / 3600)`,
    })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.tenantId, tenantId),
        isNotNull(supportTickets.firstResponseAt),
        gte(supportTickets.firstResponseAt, from),
        lt(supportTickets.firstResponseAt, to),
      ),
    );
  return num(row?.avg);
}

import { and, count, sql, type SQL } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import type { z } from 'zod';
import type { InspectionListInput } from '@/shared/inspections/queries';
import { inspections } from '@/server/db/schema/index';
import {
  isScheduledAhead,
  outcomeCountColumns,
  passRate,
} from '@/server/figures/inspection-figures';
import { paginate } from '@/server/lib/paginate';
import type { Actor } from '@/server/trpc/actor';
import { searchCondition, sortOrder, tabCondition } from './list-filters';
import { mayActOnAll } from '@/server/trpc/ownership';
import { isOwnInspection } from './ownership';
import { ratingSql } from './present';
import { visibleInspections } from './scope';

/** View Inspections: search, tab, sort, server-side pages. */
export async function listInspections(actor: Actor, input: z.output<typeof InspectionListInput>) {
  const where = and(
    await visibleInspections(actor),
    searchCondition(input.search),
    tabCondition(input.tab),
  );
  const window = paginate(input);
  const [rows, [totals], mayAll] = await Promise.all([
    actor.db
      .select({
        id: inspections.id,
        reference: inspections.reference,
        policyId: inspections.policyId,
        propertyAddress: inspections.propertyAddress,
        addressPostcode: inspections.addressPostcode,
        customerName: inspections.customerName,
        measureType: inspections.measureType,
        measureLabel: inspections.measureLabel,
        installerName: inspections.installerName,
        inspectorName: inspections.inspectorName,
        status: inspections.status,
        scheduledDate: inspections.scheduledDate,
        completedDate: inspections.completedDate,
        createdAt: inspections.createdAt,
        rating: ratingSql,
        version: inspections.version,
        inspectorUserId: inspections.inspectorUserId,
        createdBy: inspections.createdBy,
      })
      .from(inspections)
      .where(where)
      .orderBy(...sortOrder(input))
      .limit(window.limit)
      .offset(window.offset),
    actor.db.select({ total: count() }).from(inspections).where(where),
    mayActOnAll(actor, 'inspections:edit_all'),
  ]);
  return {
    items: rows.map(({ inspectorUserId, createdBy, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      mayAct: mayAll || isOwnInspection({ inspectorUserId, createdBy }, actor.user.id),
    })),
    pagination: window.info(totals?.total ?? 0),
  };
}

const countWhere = (condition: SQL) =>
  sql<number>`cast(count(*) filter (where ${condition}) as int)`;

/**
 * The stat cards of the hub and View Inspections, for the current search:
 * the figures of src/server/figures, so Pending is the pending queue's total
 * and Scheduled is the part of it with a date from today on.
 */
export async function getInspectionStats(actor: Actor, search: string) {
  const where = and(await visibleInspections(actor), searchCondition(search));
  const [row] = await actor.db
    .select({
      ...outcomeCountColumns(),
      scheduled: countWhere(isScheduledAhead(todayInLondon())),
    })
    .from(inspections)
    .where(where);
  const stats = row ?? { total: 0, pending: 0, scheduled: 0, passed: 0, failed: 0, cancelled: 0 };
  return { ...stats, completed: stats.passed + stats.failed, passRate: passRate(stats) };
}

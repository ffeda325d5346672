import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PendingInspectionsInput } from '../../../shared/inspections/queries';
import { OPEN_STATUSES } from '../../../shared/inspections/statuses';
import type { Db } from '../../db/client';
import { inspectionQueueCounts, inspections } from '../../db/schema/index';
import { paginate } from '../../lib/paginate';
import type { Actor } from '../../trpc/actor';
import { mayActOnAll } from '../../trpc/ownership';
import { isOwnInspection } from './ownership';
import { inspectionScope } from './scope';

type Input = z.output<typeof PendingInspectionsInput>;

export function pendingWhere(scope: SQL, input: Input) {
  return and(
    scope,
    inArray(inspections.status, [...OPEN_STATUSES]),
    input.measureType ? eq(inspections.measureType, input.measureType) : undefined,
    input.trigger ? eq(inspections.trigger, input.trigger) : undefined,
  );
}

const queueOrder = [
  asc(inspections.scheduledDate),
  asc(inspections.createdAt),
  asc(inspections.id),
];

/**
 * One page of the queue. The page's ids come from the partial queue index
 * alone (a deep OFFSET then skips index entries, not table rows); only the
 * 20 rows shown are read from the table.
 */
export function pendingPageQuery(db: Db, where: SQL | undefined, input: Input) {
  const window = paginate(input);
  const pageIds = db
    .select({ id: inspections.id })
    .from(inspections)
    .where(where)
    .orderBy(...queueOrder)
    .limit(window.limit)
    .offset(window.offset);
  return db
    .select({
      id: inspections.id,
      reference: inspections.reference,
      policyId: inspections.policyId,
      propertyAddress: inspections.propertyAddress,
      customerName: inspections.customerName,
      measureType: inspections.measureType,
      measureLabel: inspections.measureLabel,
      installerName: inspections.installerName,
      installerEmail: inspections.installerEmail,
      trigger: inspections.trigger,
      triggerLabel: inspections.triggerLabel,
      scheduledDate: inspections.scheduledDate,
      createdAt: inspections.createdAt,
      status: inspections.status,
      version: inspections.version,
      inspectorUserId: inspections.inspectorUserId,
      createdBy: inspections.createdBy,
    })
    .from(inspections)
    .where(inArray(inspections.id, pageIds))
    .orderBy(...queueOrder);
}

/** The whole tenant's open total from the trigger-maintained counters (migration 0004). */
export function pendingCounterQuery(db: Db, tenantId: string, input: Input) {
  return db
    .select({
      total: sql<number>`cast(coalesce(sum(${inspectionQueueCounts.openCount}), 0) as int)`,
    })
    .from(inspectionQueueCounts)
    .where(
      and(
        eq(inspectionQueueCounts.tenantId, tenantId),
        input.measureType ? eq(inspectionQueueCounts.measureType, input.measureType) : undefined,
        input.trigger ? eq(inspectionQueueCounts.trigger, input.trigger) : undefined,
      ),
    );
}

/** The pending queue: open inspections, soonest scheduled first (unscheduled last), then oldest. */
export async function getPendingInspections(actor: Actor, input: Input) {
  const { condition: scope, isWholeTenant } = await inspectionScope(actor);
  const where = pendingWhere(scope, input);
  // A user who sees only their own inspections has few: counting them directly is cheap.
  const totalQuery = isWholeTenant
    ? pendingCounterQuery(actor.db, actor.tenantId, input)
    : actor.db.select({ total: count() }).from(inspections).where(where);
  const [rows, [totals], mayAll] = await Promise.all([
    pendingPageQuery(actor.db, where, input),
    totalQuery,
    mayActOnAll(actor, 'inspections:edit_all'),
  ]);
  return {
    inspections: rows.map(({ inspectorUserId, createdBy, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      mayAct: mayAll || isOwnInspection({ inspectorUserId, createdBy }, actor.user.id),
    })),
    pagination: paginate(input).info(totals?.total ?? 0),
  };
}

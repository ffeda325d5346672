import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PendingInspectionsInput } from '../../../shared/inspections/queries';
import { OPEN_STATUSES } from '../../../shared/inspections/statuses';
import { inspectionQueueCounts, inspections } from '../../db/schema/index';
import type { Actor } from './actor';
import { inspectionScope } from './scope';

export function paginate(page: number, limit: number, total: number) {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/** The pending queue: open inspections, soonest scheduled first (unscheduled last), then oldest. */
export async function getPendingInspections(
  actor: Actor,
  input: z.output<typeof PendingInspectionsInput>,
) {
  const { condition: scope, isWholeTenant } = await inspectionScope(actor);
  const filters = and(
    input.measureType ? eq(inspections.measureType, input.measureType) : undefined,
    input.trigger ? eq(inspections.trigger, input.trigger) : undefined,
  );
  const where = and(scope, inArray(inspections.status, [...OPEN_STATUSES]), filters);
  const [rows, total] = await Promise.all([
    actor.db
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
      })
      .from(inspections)
      .where(where)
      .orderBy(asc(inspections.scheduledDate), asc(inspections.createdAt), asc(inspections.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    isWholeTenant ? countOpenFromCounters(actor, input) : countRows(actor, where),
  ]);
  return {
    inspections: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    pagination: paginate(input.page, input.limit, total),
  };
}

async function countRows(actor: Actor, where: SQL | undefined) {
  const [row] = await actor.db.select({ total: count() }).from(inspections).where(where);
  return row?.total ?? 0;
}

/** The whole tenant's open total from the trigger-maintained counters (migration 0004). */
async function countOpenFromCounters(
  actor: Actor,
  input: z.output<typeof PendingInspectionsInput>,
) {
  const [row] = await actor.db
    .select({
      total: sql<number>`cast(coalesce(sum(${inspectionQueueCounts.openCount}), 0) as int)`,
    })
    .from(inspectionQueueCounts)
    .where(
      and(
        eq(inspectionQueueCounts.tenantId, actor.tenantId),
        input.measureType ? eq(inspectionQueueCounts.measureType, input.measureType) : undefined,
        input.trigger ? eq(inspectionQueueCounts.trigger, input.trigger) : undefined,
      ),
    );
  return row?.total ?? 0;
}

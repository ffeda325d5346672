import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PendingInspectionsInput } from '../../../shared/inspections/queries';
import { OPEN_STATUSES } from '../../../shared/inspections/statuses';
import { inspections } from '../../db/schema/index';
import type { Actor } from './actor';
import { visibleInspections } from './scope';

export function paginate(page: number, limit: number, total: number) {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/** The pending queue: open inspections, soonest scheduled first (unscheduled last), then oldest. */
export async function getPendingInspections(
  actor: Actor,
  input: z.output<typeof PendingInspectionsInput>,
) {
  const where = and(
    await visibleInspections(actor),
    inArray(inspections.status, [...OPEN_STATUSES]),
    input.measureType ? eq(inspections.measureType, input.measureType) : undefined,
    input.trigger ? eq(inspections.trigger, input.trigger) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
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
    actor.db.select({ total: count() }).from(inspections).where(where),
  ]);
  return {
    inspections: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    pagination: paginate(input.page, input.limit, totals?.total ?? 0),
  };
}

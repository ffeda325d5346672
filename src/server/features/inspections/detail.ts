import { TRPCError } from '@trpc/server';
import { aliasedTable, and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { inspections, inspectionStatusHistory, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { rateInspection } from '@/shared/inspections/rating';
import { mayActOnAll } from '@/server/trpc/ownership';
import { isOwnInspection } from './ownership';
import { visibleInspections } from './scope';

export const INSPECTION_NOT_FOUND = 'Inspection not found.';

export function inspectionNotFound(): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: INSPECTION_NOT_FOUND });
}

const creator = aliasedTable(users, 'creator');
const updater = aliasedTable(users, 'updater');

/** One inspection with every stored field and its status history, newest first. */
export async function getInspection(db: Db | Tx, actor: Actor, id: string) {
  const [scope, mayAll] = await Promise.all([
    visibleInspections(actor),
    mayActOnAll(actor, 'inspections:edit_all'),
  ]);
  const [found] = await db
    .select({ inspection: inspections, createdByName: creator.name, updatedByName: updater.name })
    .from(inspections)
    .leftJoin(creator, eq(creator.id, inspections.createdBy))
    .leftJoin(updater, eq(updater.id, inspections.updatedBy))
    .where(and(scope, eq(inspections.id, id)));
  if (!found) inspectionNotFound();
  const history = await db
    .select()
    .from(inspectionStatusHistory)
    .where(
      and(
        eq(inspectionStatusHistory.tenantId, actor.tenantId),
        eq(inspectionStatusHistory.inspectionId, id),
      ),
    )
    .orderBy(desc(inspectionStatusHistory.changedAt), desc(inspectionStatusHistory.id));
  const { inspection } = found;
  return {
    ...inspection,
    rating: rateInspection(inspection),
    /** Whether this user may change it (theirs, or inspections:edit_all); the web hides actions otherwise. */
    mayAct: mayAll || isOwnInspection(inspection, actor.user.id),
    createdAt: inspection.createdAt.toISOString(),
    updatedAt: inspection.updatedAt.toISOString(),
    createdByName: found.createdByName,
    updatedByName: found.updatedByName,
    history: history.map((h) => ({
      id: h.id,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      notes: h.notes,
      completedDate: h.completedDate,
      changedByName: h.changedByName,
      changedAt: h.changedAt.toISOString(),
    })),
  };
}

export type InspectionDetail = Awaited<ReturnType<typeof getInspection>>;

export function staleVersion(): never {
  throw new TRPCError({
    code: 'CONFLICT',
    message: 'This inspection was changed by someone else. Reload to see the latest version.',
  });
}

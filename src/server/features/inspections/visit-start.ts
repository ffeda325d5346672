import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { StartVisitInput } from '@/shared/evidence/flags';
import { writeAudit } from '@/server/audit/write-audit';
import { inspections, inspectionVisitStarts } from '@/server/db/schema/index';
import { isUniqueViolation } from '@/server/lib/unique-violation';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';
import { inspectionNotFound } from './detail';
import { isOwnInspection, NOT_YOUR_INSPECTION_MESSAGE } from './ownership';
import { visibleInspections } from './scope';

// The start of the visit (issue 32 point 3): server time and the browser's position, recorded
// once by whoever may work on the inspection; the photo flags compare with it (docs/offline-and-evidence.md).

async function visibleInspection(actor: Actor, inspectionId: string) {
  const scope = await visibleInspections(actor);
  const [found] = await actor.db
    .select({
      id: inspections.id,
      reference: inspections.reference,
      status: inspections.status,
      inspectorUserId: inspections.inspectorUserId,
      createdBy: inspections.createdBy,
    })
    .from(inspections)
    .where(and(scope, eq(inspections.id, inspectionId)));
  if (!found) inspectionNotFound();
  return found;
}

function presentVisit(row: typeof inspectionVisitStarts.$inferSelect) {
  return {
    startedAt: row.startedAt.toISOString(),
    positionStatus: row.positionStatus,
    latitude: row.latitude,
    longitude: row.longitude,
    accuracyMetres: row.accuracyMetres,
    recordedByName: row.recordedByName,
  };
}

/** A cancelled inspection has no visit: nobody goes, so nothing is recorded or compared. */
export const CANCELLED_VISIT_MESSAGE = 'This inspection is cancelled: there is no visit to record.';

async function mayRecordVisit(
  actor: Actor,
  inspection: { status: string; inspectorUserId: string | null; createdBy: string | null },
) {
  if (inspection.status === 'CANCELLED') return false;
  const can = (permission: 'inspections:edit' | 'inspections:edit_all') =>
    hasPermission(actor.db, actor.tenantId, actor.user.role, permission);
  if (!(await can('inspections:edit'))) return false;
  return isOwnInspection(inspection, actor.user.id) || can('inspections:edit_all');
}

/** The visit start of an inspection the actor may see (null before it is recorded), and whether they may record it. */
export async function getVisitStart(actor: Actor, inspectionId: string) {
  const inspection = await visibleInspection(actor, inspectionId);
  const [[row], mayRecord] = await Promise.all([
    actor.db
      .select()
      .from(inspectionVisitStarts)
      .where(
        and(
          eq(inspectionVisitStarts.tenantId, actor.tenantId),
          eq(inspectionVisitStarts.inspectionId, inspection.id),
        ),
      ),
    mayRecordVisit(actor, inspection),
  ]);
  return { visit: row ? presentVisit(row) : null, mayRecord };
}

/**
 * Records the visit start at the server's time, or at `startedAt` when a device recorded it
 * offline and sends it later (offline/apply.ts checks that time first) (inspections:edit,
 * checked by the procedure): on
 * an inspection of one's own (assigned to them), or anyone's with inspections:edit_all
 * (COORDINATOR, ADMIN). Once only:
 * a second start is refused, so the time the flags compare with cannot be moved afterwards.
 */
export async function startVisit(actor: Actor, input: StartVisitInput, startedAt?: Date) {
  const inspection = await visibleInspection(actor, input.inspectionId);
  if (inspection.status === 'CANCELLED') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: CANCELLED_VISIT_MESSAGE });
  }
  if (
    !isOwnInspection(inspection, actor.user.id) &&
    !(await hasPermission(actor.db, actor.tenantId, actor.user.role, 'inspections:edit_all'))
  ) {
    throw new TRPCError({ code: 'FORBIDDEN', message: NOT_YOUR_INSPECTION_MESSAGE });
  }
  const position =
    input.position.status === 'recorded'
      ? input.position
      : { latitude: null, longitude: null, accuracyMetres: null };
  try {
    return await actor.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(inspectionVisitStarts)
        .values({
          inspectionId: inspection.id,
          tenantId: actor.tenantId,
          ...(startedAt ? { startedAt } : {}),
          positionStatus: input.position.status,
          latitude: position.latitude,
          longitude: position.longitude,
          accuracyMetres: position.accuracyMetres,
          recordedBy: actor.user.id,
          recordedByName: actor.user.name,
        })
        .returning();
      await writeAudit(tx, actor, {
        action: 'start_visit',
        resource: 'inspection',
        resourceId: inspection.id,
        details: {
          reference: inspection.reference,
          startedAt: row!.startedAt.toISOString(),
          ...(startedAt ? { recordedOffline: true } : {}),
          positionStatus: input.position.status,
          latitude: position.latitude,
          longitude: position.longitude,
          accuracyMetres: position.accuracyMetres,
        },
      });
      return presentVisit(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'inspection_visit_starts_pkey')) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'The visit start is already recorded for this inspection.',
      });
    }
    throw error;
  }
}

import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdateInspectionInput } from '@/shared/inspections/queries';
import { writeAudit } from '@/server/audit/write-audit';
import { inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { getInspection, inspectionNotFound, staleVersion } from './detail';
import { findInspectorUser } from './inspector-user';
import { notifyInspectorAssigned } from './notify';
import { visibleInspections } from './scope';
import { mayActOnAll, refuseUnlessOwn } from '@/server/trpc/ownership';
import { isOwnInspection, NOT_YOUR_INSPECTION_MESSAGE, REASSIGN_MESSAGE } from './ownership';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Edits the scheduling details and notes of an inspection (the Edit action of View Inspections). */
export async function updateInspection(
  actor: Actor,
  input: z.output<typeof UpdateInspectionInput>,
) {
  const scope = await visibleInspections(actor);
  const mayAll = await mayActOnAll(actor, 'inspections:edit_all');
  await actor.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        version: inspections.version,
        reference: inspections.reference,
        propertyAddress: inspections.propertyAddress,
        inspectorUserId: inspections.inspectorUserId,
        createdBy: inspections.createdBy,
      })
      .from(inspections)
      .where(and(scope, eq(inspections.id, input.id)))
      .for('update');
    if (!current) inspectionNotFound();
    if (current.version !== input.expectedVersion) staleVersion();
    const changes = {
      scheduledDate: orNull(input.scheduledDate),
      scheduledTime: orNull(input.scheduledTime),
      inspectorName: orNull(input.inspectorName),
      inspectionType: orNull(input.inspectionType),
      onsiteRemote: orNull(input.onsiteRemote),
      specialRequirements: orNull(input.specialRequirements),
      notes: input.notes.trim(),
    };
    const inspectorUserId = await findInspectorUser(tx, actor.tenantId, changes.inspectorName);
    refuseUnlessOwn(isOwnInspection(current, actor.user.id), mayAll, NOT_YOUR_INSPECTION_MESSAGE);
    refuseUnlessOwn(inspectorUserId === current.inspectorUserId, mayAll, REASSIGN_MESSAGE);
    await tx
      .update(inspections)
      .set({
        ...changes,
        inspectorUserId,
        version: sql`${inspections.version} + 1`,
        updatedBy: actor.user.id,
        updatedAt: new Date(),
      })
      .where(and(eq(inspections.id, input.id), eq(inspections.version, input.expectedVersion)));
    if (inspectorUserId !== current.inspectorUserId) {
      await notifyInspectorAssigned(tx, actor, inspectorUserId, {
        id: input.id,
        reference: current.reference,
        propertyAddress: current.propertyAddress,
        scheduledDate: changes.scheduledDate,
      });
    }
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'inspection',
      resourceId: input.id,
      details: { reference: current.reference, changes },
    });
  });
  return getInspection(actor.db, actor, input.id);
}

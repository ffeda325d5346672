import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdateInspectionStatusInput } from '../../../shared/inspections/queries';
import {
  checkStatusTransition,
  STATUSES_NEEDING_COMPLETION_DATE,
} from '../../../shared/inspections/statuses';
import { writeAudit } from '../../audit/write-audit';
import { inspections, inspectionStatusHistory } from '../../db/schema/index';
import type { Actor } from '../../trpc/actor';
import { getInspection, inspectionNotFound, staleVersion } from './detail';
import { visibleInspections } from './scope';
import { mayActOnAll, refuseUnlessOwn } from '../../trpc/ownership';
import { isOwnInspection, NOT_YOUR_INSPECTION_MESSAGE } from './ownership';
import { refreshInstaller } from '../installers/refresh';
import { notifyCreatorOfStatus } from './notify';

/** Moves an inspection to a new status under the transition rules, with history and audit. */
export async function updateInspectionStatus(
  actor: Actor,
  input: z.output<typeof UpdateInspectionStatusInput>,
) {
  const scope = await visibleInspections(actor);
  const mayAll = await mayActOnAll(actor, 'inspections:edit_all');
  await actor.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: inspections.status,
        version: inspections.version,
        reference: inspections.reference,
        installerId: inspections.installerId,
        createdBy: inspections.createdBy,
        inspectorUserId: inspections.inspectorUserId,
        propertyAddress: inspections.propertyAddress,
      })
      .from(inspections)
      .where(and(scope, eq(inspections.id, input.id)))
      .for('update');
    if (!current) inspectionNotFound();
    if (current.version !== input.expectedVersion) staleVersion();
    refuseUnlessOwn(isOwnInspection(current, actor.user.id), mayAll, NOT_YOUR_INSPECTION_MESSAGE);
    const refusal = checkStatusTransition(current.status, input.status, actor.user.role);
    if (refusal) throw new TRPCError({ code: 'BAD_REQUEST', message: refusal });

    const completes = STATUSES_NEEDING_COMPLETION_DATE.includes(input.status);
    const notes = input.completionNotes.trim() || null;
    const updated = await tx
      .update(inspections)
      .set({
        status: input.status,
        version: sql`${inspections.version} + 1`,
        ...(completes ? { completedDate: input.completedDate } : {}),
        ...(notes ? { completionNotes: notes } : {}),
        updatedBy: actor.user.id,
        updatedAt: new Date(),
      })
      .where(and(eq(inspections.id, input.id), eq(inspections.version, input.expectedVersion)))
      .returning({ id: inspections.id });
    if (updated.length === 0) staleVersion();
    await tx.insert(inspectionStatusHistory).values({
      tenantId: actor.tenantId,
      inspectionId: input.id,
      fromStatus: current.status,
      toStatus: input.status,
      notes,
      completedDate: completes ? (input.completedDate ?? null) : null,
      changedBy: actor.user.id,
      changedByName: actor.user.name,
    });
    await refreshInstaller(tx, actor, current.installerId);
    await notifyCreatorOfStatus(tx, actor, current.createdBy, {
      id: input.id,
      reference: current.reference,
      propertyAddress: current.propertyAddress,
      from: current.status,
      to: input.status,
    });
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'inspection',
      resourceId: input.id,
      details: {
        reference: current.reference,
        from: current.status,
        to: input.status,
        completedDate: input.completedDate ?? null,
      },
    });
  });
  return getInspection(actor.db, actor, input.id);
}

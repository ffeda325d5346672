import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdateInspectionStatusInput } from '@/shared/inspections/queries';
import {
  STATUSES_NEEDING_COMPLETION_DATE,
  type InspectionStatus,
} from '@/shared/inspections/statuses';
import type { Tx } from '@/server/db/client';
import { writeAudit } from '@/server/audit/write-audit';
import { inspections, inspectionStatusHistory } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { getInspection, inspectionNotFound, staleVersion } from './detail';
import { visibleInspections } from './scope';
import { mayActOnAll, refuseUnlessOwn } from '@/server/trpc/ownership';
import { isOwnInspection, NOT_YOUR_INSPECTION_MESSAGE } from './ownership';
import { refreshInstaller } from '../installers/refresh';
import { notifyCreatorOfStatus } from './notify';
import { requireStatusMove } from './status-rules';
import { emitStatusEvents } from '../webhooks/inspection-events';

async function recordHistory(
  tx: Tx,
  actor: Actor,
  inspectionId: string,
  move: {
    from: InspectionStatus;
    to: InspectionStatus;
    notes: string | null;
    completedDate: string | null;
  },
) {
  await tx.insert(inspectionStatusHistory).values({
    tenantId: actor.tenantId,
    inspectionId,
    fromStatus: move.from,
    toStatus: move.to,
    notes: move.notes,
    completedDate: move.completedDate,
    changedBy: actor.user.id,
    changedByName: actor.user.name,
  });
}

/**
 * Moves an inspection to a new status under the rules of decisions 004 and 012 (the
 * checklist's fails, unanswered questions and the signature), with history and audit.
 * The status dialog and the pending queue both call this.
 */
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
        measureCode: inspections.measureCode,
        measureType: inspections.measureType,
      })
      .from(inspections)
      .where(and(scope, eq(inspections.id, input.id)))
      .for('update');
    if (!current) inspectionNotFound();
    // No version (spec 01 section 7's client) means last write wins; the audit row says so.
    const versionSent = input.expectedVersion !== undefined;
    if (versionSent && current.version !== input.expectedVersion) staleVersion();
    refuseUnlessOwn(isOwnInspection(current, actor.user.id), mayAll, NOT_YOUR_INSPECTION_MESSAGE);
    await requireStatusMove(tx, actor, { id: input.id, ...current }, input.status);

    const completes = STATUSES_NEEDING_COMPLETION_DATE.includes(input.status);
    const notes = input.completionNotes.trim() || null;
    const updated = await tx
      .update(inspections)
      .set({
        status: input.status,
        version: sql`${inspections.version} + 1`,
        // The outcome follows the completion, so the record never says Failed with no outcome.
        ...(completes ? { completedDate: input.completedDate, outcome: input.status } : {}),
        ...(notes ? { completionNotes: notes } : {}),
        updatedBy: actor.user.id,
        updatedAt: new Date(),
      })
      .where(and(eq(inspections.id, input.id), eq(inspections.version, current.version)))
      .returning({ id: inspections.id });
    if (updated.length === 0) staleVersion();
    const move = { from: current.status, to: input.status };
    const completedDate = completes ? (input.completedDate ?? null) : null;
    await recordHistory(tx, actor, input.id, { ...move, notes, completedDate });
    await refreshInstaller(tx, actor, current.installerId);
    await notifyCreatorOfStatus(tx, actor, current.createdBy, {
      id: input.id,
      reference: current.reference,
      propertyAddress: current.propertyAddress,
      from: current.status,
      to: input.status,
    });
    const event = { id: input.id, reference: current.reference, ...move, completedDate };
    await emitStatusEvents(tx, actor.tenantId, event);
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'inspection',
      resourceId: input.id,
      details: {
        reference: current.reference,
        from: current.status,
        to: input.status,
        completedDate: input.completedDate ?? null,
        ...(versionSent ? {} : { versionSent: false }),
      },
    });
  });
  return getInspection(actor.db, actor, input.id);
}

import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { inspections, inspectionVisits } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';
import {
  assertSlotFree,
  assignInspection,
  notifyInspectorOfVisit,
  requireInspector,
  withSlotGuard,
} from './book';

async function loadScheduledVisit(tx: Tx, tenantId: string, id: string, action: string) {
  const [visit] = await tx
    .select({ visit: inspectionVisits, reference: inspections.reference })
    .from(inspectionVisits)
    .leftJoin(inspections, eq(inspections.id, inspectionVisits.inspectionId))
    .where(and(eq(inspectionVisits.id, id), eq(inspectionVisits.tenantId, tenantId)))
    .for('update', { of: inspectionVisits });
  if (!visit) throw new TRPCError({ code: 'NOT_FOUND', message: 'Visit not found.' });
  if (visit.visit.status !== 'scheduled') {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `Only a scheduled visit can be ${action}; this one is ${visit.visit.status}.`,
    });
  }
  return visit;
}

/** Moves a visit (and the inspection it is for) to another slot or inspector; same rules as booking. */
export async function rescheduleVisit(
  actor: Actor,
  input: { id: string; date: string; time: string; inspectorId: string },
) {
  const inspector = await requireInspector(actor.db, actor.tenantId, input.inspectorId);
  return withSlotGuard(() =>
    actor.db.transaction(async (tx) => {
      const { visit, reference } = await loadScheduledVisit(
        tx,
        actor.tenantId,
        input.id,
        'rescheduled',
      );
      const slot = {
        date: input.date,
        time: input.time,
        inspectorId: inspector.id,
        durationMinutes: visit.durationMinutes,
      };
      await assertSlotFree(tx, actor.tenantId, slot, visit.id);
      const [updated] = await tx
        .update(inspectionVisits)
        .set({
          visitDate: slot.date,
          visitTime: slot.time,
          inspectorUserId: inspector.id,
          updatedAt: new Date(),
        })
        .where(eq(inspectionVisits.id, visit.id))
        .returning();
      if (visit.inspectionId) {
        await assignInspection(tx, actor, visit.inspectionId, {
          ...slot,
          inspectorName: inspector.name,
        });
      }
      await notifyInspectorOfVisit(
        tx,
        actor,
        inspector.id,
        { ...slot, location: visit.location, reference },
        inspector.id === visit.inspectorUserId
          ? 'Inspection visit rescheduled'
          : 'New inspection visit assigned',
      );
      await writeAudit(tx, actor, {
        action: 'update',
        resource: 'inspection_visit',
        resourceId: visit.id,
        details: {
          change: 'reschedule',
          from: {
            date: visit.visitDate,
            time: visit.visitTime,
            inspectorId: visit.inspectorUserId,
          },
          to: { date: slot.date, time: slot.time, inspectorId: inspector.id },
        },
      });
      return updated!;
    }),
  );
}

/** Calls a visit off; the slot becomes free. The inspection keeps its date (documented). */
export async function cancelVisit(actor: Actor, input: { id: string; reason: string }) {
  return actor.db.transaction(async (tx) => {
    const { visit, reference } = await loadScheduledVisit(
      tx,
      actor.tenantId,
      input.id,
      'cancelled',
    );
    const [updated] = await tx
      .update(inspectionVisits)
      .set({ status: 'cancelled', cancelReason: input.reason || null, updatedAt: new Date() })
      .where(eq(inspectionVisits.id, visit.id))
      .returning();
    await notifyInspectorOfVisit(
      tx,
      actor,
      visit.inspectorUserId,
      { date: visit.visitDate, time: visit.visitTime, location: visit.location, reference },
      'Inspection visit cancelled',
    );
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'inspection_visit',
      resourceId: visit.id,
      details: { change: 'cancel', reason: input.reason },
    });
    return updated!;
  });
}

/** Marks a visit done: its inspector may, and anyone who books visits. */
export async function completeVisit(actor: Actor, input: { id: string }) {
  const canManage = await hasPermission(
    actor.db,
    actor.tenantId,
    actor.user.role,
    'schedule:manage',
  );
  return actor.db.transaction(async (tx) => {
    const { visit } = await loadScheduledVisit(tx, actor.tenantId, input.id, 'completed');
    if (!canManage && visit.inspectorUserId !== actor.user.id) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'Only the visit’s inspector or a scheduler can mark it completed.',
      });
    }
    const [updated] = await tx
      .update(inspectionVisits)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(eq(inspectionVisits.id, visit.id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'inspection_visit',
      resourceId: visit.id,
      details: { change: 'complete' },
    });
    return updated!;
  });
}

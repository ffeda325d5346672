import { TRPCError } from '@trpc/server';
import { and, eq, ne, sql } from 'drizzle-orm';
import { formatDate } from '@/shared/format';
import { FINAL_STATUSES, STATUS_LABELS } from '@/shared/inspections/statuses';
import { minuteOfDay } from '@/shared/schedule/calendar';
import { DOUBLE_BOOKING_MESSAGE } from '@/shared/schedule/catalogue';
import type { BookVisitValues } from '@/shared/schedule/schedule-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { inspections, inspectionVisits, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { notify } from '../notifications/notify';
import { isUniqueViolation } from '@/server/lib/unique-violation';

const SLOT_INDEX = 'inspection_visits_inspector_slot_idx';
// The exclusion constraint (drizzle/0021): no two open visits of one inspector overlap in time.
const OVERLAP_CONSTRAINT = 'inspection_visits_no_overlap';

type Slot = { date: string; time: string; inspectorId: string; durationMinutes: number };

/** Any active staff member of the tenant can be booked: coordinators and administrators inspect too. */
export async function requireInspector(db: Db | Tx, tenantId: string, userId: string) {
  const [inspector] = await db
    .select({ id: users.id, name: users.name, role: users.role, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  if (!inspector || !inspector.isActive) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Choose an active inspector.' });
  }
  return inspector;
}

// Minutes since midnight of a visit's 'HH:MM' start, as the exclusion constraint computes it.
const startMinute = sql`(split_part(${inspectionVisits.visitTime}, ':', 1)::int * 60 + split_part(${inspectionVisits.visitTime}, ':', 2)::int)`;

/**
 * Refuses a slot that overlaps another open visit of the inspector (09:30 for
 * 90 minutes blocks 10:00). The exclusion constraint backs this up under races.
 */
export async function assertSlotFree(tx: Db | Tx, tenantId: string, slot: Slot, exceptId?: string) {
  const start = minuteOfDay(slot.time);
  const [taken] = await tx
    .select({ id: inspectionVisits.id })
    .from(inspectionVisits)
    .where(
      and(
        eq(inspectionVisits.tenantId, tenantId),
        eq(inspectionVisits.inspectorUserId, slot.inspectorId),
        eq(inspectionVisits.visitDate, slot.date),
        ne(inspectionVisits.status, 'cancelled'),
        sql`${startMinute} < ${start + slot.durationMinutes}`,
        sql`${startMinute} + ${inspectionVisits.durationMinutes} > ${start}`,
        exceptId ? ne(inspectionVisits.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new TRPCError({ code: 'CONFLICT', message: DOUBLE_BOOKING_MESSAGE });
}

/** Runs a booking transaction; a lost race on the slot index reads as the same CONFLICT. */
export async function withSlotGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, SLOT_INDEX) || isUniqueViolation(error, OVERLAP_CONSTRAINT)) {
      throw new TRPCError({ code: 'CONFLICT', message: DOUBLE_BOOKING_MESSAGE });
    }
    throw error;
  }
}

async function loadOpenInspection(tx: Tx, tenantId: string, id: string) {
  const [inspection] = await tx
    .select({
      id: inspections.id,
      reference: inspections.reference,
      status: inspections.status,
      propertyAddress: inspections.propertyAddress,
    })
    .from(inspections)
    .where(and(eq(inspections.id, id), eq(inspections.tenantId, tenantId)))
    .for('update');
  if (!inspection) throw new TRPCError({ code: 'NOT_FOUND', message: 'Inspection not found.' });
  if (FINAL_STATUSES.includes(inspection.status)) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `${inspection.reference} is already closed (${STATUS_LABELS[inspection.status]}); it cannot be booked.`,
    });
  }
  const [existing] = await tx
    .select({ date: inspectionVisits.visitDate })
    .from(inspectionVisits)
    .where(
      and(
        eq(inspectionVisits.tenantId, tenantId),
        eq(inspectionVisits.inspectionId, id),
        ne(inspectionVisits.status, 'cancelled'),
      ),
    )
    .limit(1);
  if (existing) {
    throw new TRPCError({
      code: 'CONFLICT',
      message: `${inspection.reference} already has a visit booked on ${formatDate(existing.date)}; reschedule that visit instead.`,
    });
  }
  return inspection;
}

/** Puts the visit's slot and inspector on the inspection it is for. */
export async function assignInspection(
  tx: Tx,
  actor: Actor,
  inspectionId: string,
  slot: Slot & { inspectorName: string; type?: string },
) {
  await tx
    .update(inspections)
    .set({
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      inspectorUserId: slot.inspectorId,
      inspectorName: slot.inspectorName,
      ...(slot.type ? { inspectionType: slot.type } : {}),
      version: sql`${inspections.version} + 1`,
      updatedBy: actor.user.id,
      updatedAt: new Date(),
    })
    .where(and(eq(inspections.id, inspectionId), eq(inspections.tenantId, actor.tenantId)));
}

/** Tells the inspector about a visit booked or moved for them (not when they did it themselves). */
export async function notifyInspectorOfVisit(
  tx: Tx,
  actor: Actor,
  inspectorId: string,
  visit: { date: string; time: string; location: string; reference: string | null },
  title = 'New inspection visit assigned',
) {
  if (inspectorId === actor.user.id) return;
  const what = visit.reference ? `${visit.reference} at ${visit.location}` : visit.location;
  await notify(tx, {
    tenantId: actor.tenantId,
    userId: inspectorId,
    event: 'inspection_assigned',
    type: 'info',
    title,
    message: `${what} on ${formatDate(visit.date)} at ${visit.time}.`,
    actionUrl: `/schedule?date=${visit.date}`,
  });
}

/** 'Schedule New Inspection': books a visit, optionally for a registered inspection. */
export async function bookVisit(actor: Actor, input: BookVisitValues) {
  const inspector = await requireInspector(actor.db, actor.tenantId, input.inspectorId);
  const slot = {
    date: input.date,
    time: input.time,
    inspectorId: inspector.id,
    durationMinutes: input.durationMinutes,
  };
  return withSlotGuard(() =>
    actor.db.transaction(async (tx) => {
      const inspection = input.inspectionId
        ? await loadOpenInspection(tx, actor.tenantId, input.inspectionId)
        : null;
      await assertSlotFree(tx, actor.tenantId, slot);
      const [visit] = await tx
        .insert(inspectionVisits)
        .values({
          tenantId: actor.tenantId,
          inspectionId: inspection?.id ?? null,
          visitDate: input.date,
          visitTime: input.time,
          durationMinutes: input.durationMinutes,
          type: input.type,
          inspectorUserId: inspector.id,
          location: input.location,
          notes: input.notes,
          createdBy: actor.user.id,
        })
        .returning();
      if (inspection) {
        await assignInspection(tx, actor, inspection.id, {
          ...slot,
          inspectorName: inspector.name,
          type: input.type,
        });
      }
      await notifyInspectorOfVisit(tx, actor, inspector.id, {
        ...input,
        reference: inspection?.reference ?? null,
      });
      await writeAudit(tx, actor, {
        action: 'create',
        resource: 'inspection_visit',
        resourceId: visit!.id,
        details: {
          date: input.date,
          time: input.time,
          type: input.type,
          inspectorId: inspector.id,
          inspectionId: inspection?.id ?? null,
        },
      });
      return visit!;
    }),
  );
}

import { TRPCError } from '@trpc/server';
import { isUniqueViolation } from '@/server/lib/unique-violation';
import { isOwnRecord } from '@/shared/ownership';
import { mayActOnAll, refuseUnlessOwn } from '@/server/trpc/ownership';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { endOfLondonDay } from '@/shared/defects/due-dates';
import { canCompleteFollowup } from '@/shared/followups/rules';
import type { CreateFollowupInput, ReassignFollowupsInput } from '@/shared/followups/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { defects, followups } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { requireAssignee } from '../defects/assignees';
import { requireVisibleInspection } from '../defects/inspection-options';
import { defectScope } from '../defects/scope';
import { notifyFollowupsAssigned } from './notify';
import { followupScope } from './scope';

function notFound(many = false): never {
  throw new TRPCError({
    code: 'NOT_FOUND',
    message: many ? 'Some of the selected follow-ups were not found.' : 'Follow-up not found.',
  });
}

/** The rows to change, locked; NOT_FOUND unless every id is one the actor may see. */
const NOT_YOUR_FOLLOWUP =
  'This follow-up is assigned to someone else. You can complete or update only follow-ups assigned to you.';

/** Yours: assigned to you, or unassigned and created by you. */
function refuseOthers(
  actor: Actor,
  rows: readonly { assigneeId: string | null; createdBy: string | null }[],
  mayAll: boolean,
) {
  refuseUnlessOwn(
    rows.every((row) => isOwnRecord(row, actor.user.id)),
    mayAll,
    NOT_YOUR_FOLLOWUP,
  );
}

async function lockVisible(tx: Tx, scope: SQL, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({
      id: followups.id,
      status: followups.status,
      title: followups.title,
      assigneeId: followups.assigneeId,
      createdBy: followups.createdBy,
    })
    .from(followups)
    .where(and(scope, inArray(followups.id, unique)))
    .for('update');
  if (rows.length !== unique.length) notFound(ids.length > 1);
  return rows;
}

/** The defect a new follow-up relates to, and its inspection. */
async function relatedDefect(actor: Actor, defectId: string) {
  const [defect] = await actor.db
    .select({ id: defects.id, inspectionId: defects.inspectionId })
    .from(defects)
    .where(and(await defectScope(actor), eq(defects.id, defectId)));
  if (!defect) throw new TRPCError({ code: 'NOT_FOUND', message: 'Defect not found.' });
  return defect;
}

/** 'New Follow-up', optionally about an inspection or a defect the actor may see. */
export async function createFollowup(
  actor: Actor,
  input: z.output<typeof CreateFollowupInput>,
  now: Date = new Date(),
) {
  const defect = input.defectId ? await relatedDefect(actor, input.defectId) : null;
  if (defect && input.inspectionId && input.inspectionId !== defect.inspectionId) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'The defect belongs to another inspection.',
    });
  }
  const inspectionId = defect?.inspectionId ?? input.inspectionId ?? null;
  if (inspectionId && !defect) await requireVisibleInspection(actor, inspectionId);
  return withDefectFollowupGuard(() => insertFollowup(actor, input, { defect, inspectionId }, now));
}

/** A defect has one defect-resolution follow-up (followups_defect_uq): a second is a CONFLICT, not a 500. */
async function withDefectFollowupGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'followups_defect_uq')) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'This defect already has its defect-resolution follow-up.',
      });
    }
    throw error;
  }
}

async function insertFollowup(
  actor: Actor,
  input: z.output<typeof CreateFollowupInput>,
  { defect, inspectionId }: { defect: { id: string } | null; inspectionId: string | null },
  now: Date,
) {
  return actor.db.transaction(async (tx) => {
    const assignee = input.assigneeId
      ? await requireAssignee(tx, actor.tenantId, input.assigneeId)
      : null;
    const [created] = await tx
      .insert(followups)
      .values({
        tenantId: actor.tenantId,
        type: input.type,
        title: input.title,
        description: input.description,
        priority: input.priority,
        assigneeId: assignee?.id ?? null,
        dueDate: endOfLondonDay(input.dueDate),
        inspectionId,
        defectId: defect?.id ?? null,
        createdBy: actor.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: followups.id });
    const id = created!.id;
    if (assignee) await notifyFollowupsAssigned(tx, actor, assignee.id, [input.title]);
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'followup',
      resourceId: id,
      details: {
        type: input.type,
        title: input.title,
        dueDate: input.dueDate,
        inspectionId,
        defectId: defect?.id ?? null,
      },
    });
    return { id };
  });
}

async function markCompleted(tx: Tx, actor: Actor, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(followups)
    .set({
      status: 'completed',
      progress: 100,
      completedAt: now,
      completedBy: actor.user.id,
      updatedAt: now,
    })
    .where(and(eq(followups.tenantId, actor.tenantId), inArray(followups.id, ids)));
  for (const id of ids) {
    await writeAudit(tx, actor, { action: 'complete', resource: 'followup', resourceId: id });
  }
}

/** Complete: only an open item (pending, or overdue: late work still gets done). */
export async function completeFollowup(actor: Actor, id: string, now: Date = new Date()) {
  // PGlite has one connection: read the permission-based scope before the transaction holds it.
  const scope = await followupScope(actor);
  const mayAll = await mayActOnAll(actor, 'followups:manage_all');
  await actor.db.transaction(async (tx) => {
    const [row] = await lockVisible(tx, scope, [id]);
    refuseOthers(actor, [row!], mayAll);
    if (!canCompleteFollowup(row!.status)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'This follow-up is already completed.' });
    }
    await markCompleted(tx, actor, [id], now);
  });
  return { completed: 1 };
}

/** 'Complete Selected': completes the open ones, skips those already completed. */
export async function completeFollowups(actor: Actor, ids: string[], now: Date = new Date()) {
  const scope = await followupScope(actor);
  const mayAll = await mayActOnAll(actor, 'followups:manage_all');
  return actor.db.transaction(async (tx) => {
    const rows = await lockVisible(tx, scope, ids);
    refuseOthers(actor, rows, mayAll);
    const open = rows.filter((r) => canCompleteFollowup(r.status)).map((r) => r.id);
    await markCompleted(tx, actor, open, now);
    return { completed: open.length, skipped: rows.length - open.length };
  });
}

/** 'Reassign': gives open items to another active user, who is told; completed ones are skipped. */
export async function reassignFollowups(
  actor: Actor,
  input: z.output<typeof ReassignFollowupsInput>,
  now: Date = new Date(),
) {
  const scope = await followupScope(actor);
  return actor.db.transaction(async (tx) => {
    const assignee = await requireAssignee(tx, actor.tenantId, input.assigneeId);
    const rows = await lockVisible(tx, scope, input.ids);
    const open = rows.filter((r) => canCompleteFollowup(r.status));
    const moving = open.filter((r) => r.assigneeId !== assignee.id);
    if (moving.length > 0) {
      await tx
        .update(followups)
        .set({ assigneeId: assignee.id, updatedAt: now })
        .where(
          and(
            eq(followups.tenantId, actor.tenantId),
            inArray(
              followups.id,
              moving.map((r) => r.id),
            ),
          ),
        );
      await notifyFollowupsAssigned(
        tx,
        actor,
        assignee.id,
        moving.map((r) => r.title),
      );
      for (const row of moving) {
        await writeAudit(tx, actor, {
          action: 'reassign',
          resource: 'followup',
          resourceId: row.id,
          details: { from: row.assigneeId, to: assignee.id },
        });
      }
    }
    return {
      reassigned: moving.length,
      skipped: rows.length - moving.length,
      assigneeName: assignee.name,
    };
  });
}

/** The progress bar of an open item (0-100); Complete is the explicit way to finish. */
export async function updateFollowupProgress(
  actor: Actor,
  input: { id: string; progress: number },
  now: Date = new Date(),
) {
  const scope = await followupScope(actor);
  const mayAll = await mayActOnAll(actor, 'followups:manage_all');
  await actor.db.transaction(async (tx) => {
    const [row] = await lockVisible(tx, scope, [input.id]);
    refuseOthers(actor, [row!], mayAll);
    if (!canCompleteFollowup(row!.status)) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'A completed follow-up cannot change its progress.',
      });
    }
    await tx
      .update(followups)
      .set({ progress: input.progress, updatedAt: now })
      .where(and(eq(followups.tenantId, actor.tenantId), eq(followups.id, input.id)));
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'followup',
      resourceId: input.id,
      details: { progress: input.progress },
    });
  });
  return { id: input.id, progress: input.progress };
}

import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { endOfLondonDay } from '@/shared/defects/due-dates';
import type { UpdateDefectInput } from '@/shared/defects/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import { defects } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { syncDefectFollowup } from './defect-followup';
import { requireAssignee } from './assignees';
import { defectNotFound, getDefect } from './detail';
import { notifyDefectAssigned } from './notify';
import { defectScope } from './scope';
import { isOwnRecord } from '@/shared/ownership';
import { mayActOnAll, refuseUnlessOwn } from '@/server/trpc/ownership';
import { refreshInstaller } from '../installers/refresh';

type Input = z.output<typeof UpdateDefectInput>;

/**
 * Edits a defect. Status moves freely between open, in progress and resolved
 * (resolving stamps resolved_at; reopening clears it). A new assignee is told.
 * The defect's own follow-up follows its assignee, due date and resolution.
 */
export async function updateDefect(actor: Actor, input: Input, now: Date = new Date()) {
  const scope = await defectScope(actor);
  const mayAll = await mayActOnAll(actor, 'defects:manage_all');
  await actor.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(defects)
      .where(and(scope, eq(defects.id, input.id)))
      .for('update');
    if (!current) defectNotFound();
    refuseUnlessOwn(
      isOwnRecord(current, actor.user.id),
      mayAll,
      'This defect is assigned to someone else. You can update only defects assigned to you.',
    );
    refuseUnlessOwn(
      input.assigneeId === undefined || input.assigneeId === current.assigneeId,
      mayAll,
      'Your role cannot reassign defects. Ask a coordinator to change the assignee.',
    );
    const assignee =
      input.assigneeId && input.assigneeId !== current.assigneeId
        ? await requireAssignee(tx, actor.tenantId, input.assigneeId)
        : null;
    const changes = changesOf(input, current, now);
    const { status, dueDate, resolvedAt } = changes;
    await tx
      .update(defects)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(defects.tenantId, actor.tenantId), eq(defects.id, input.id)));
    await syncDefectFollowup(tx, actor, input.id, {
      assigneeId: input.assigneeId,
      dueDate: input.dueDate ? dueDate : undefined,
      resolved:
        status === 'resolved' && current.status !== 'resolved'
          ? true
          : current.status === 'resolved' && status !== 'resolved'
            ? false
            : undefined,
      now,
    });
    if (assignee) {
      await notifyDefectAssigned(tx, actor, assignee.id, {
        id: input.id,
        reference: current.reference,
        title: changes.title ?? current.title,
        dueDate,
      });
    }
    // Severity, due date and resolution feed the installer's severity and risk scores.
    await refreshInstaller(tx, actor, current.installerId);
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'defect',
      resourceId: input.id,
      details: {
        reference: current.reference,
        from: { status: current.status, assigneeId: current.assigneeId },
        changes: {
          ...changes,
          dueDate: dueDate.toISOString(),
          resolvedAt: resolvedAt?.toISOString() ?? null,
        },
      },
    });
  });
  return getDefect(actor, input.id);
}

/** The columns an edit sets: the fields sent, the status, the due date and resolved_at. */
function changesOf(input: Input, current: typeof defects.$inferSelect, now: Date) {
  const status = input.status ?? current.status;
  const dueDate = input.dueDate ? endOfLondonDay(input.dueDate) : current.dueDate;
  const resolvedAt =
    status === 'resolved' ? (current.status === 'resolved' ? current.resolvedAt : now) : null;
  const changes = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.severity !== undefined ? { severity: input.severity } : {}),
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.location !== undefined ? { location: input.location } : {}),
    ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
    status,
    dueDate,
    resolvedAt,
  };
  return changes;
}

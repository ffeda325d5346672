import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { mayActOnAll, refuseUnlessOwn } from '@/server/trpc/ownership';
import { isOwnInspection } from '../inspections/ownership';
import { inspectionScope } from '../inspections/scope';
import { hasPermission } from '../permissions/service';

export const NOT_YOUR_CHECKLIST_MESSAGE =
  'This inspection is assigned to someone else. You can answer only the checklists of inspections assigned to you.';

const columns = {
  id: inspections.id,
  reference: inspections.reference,
  installerId: inspections.installerId,
  inspectorUserId: inspections.inspectorUserId,
  createdBy: inspections.createdBy,
  measureCode: inspections.measureCode,
  measureType: inspections.measureType,
};

/** An inspection the actor may see (tenant and assignment scope), else NOT_FOUND. */
export async function requireVisibleInspection(actor: Actor, inspectionId: string) {
  const { condition } = await inspectionScope(actor);
  const [row] = await actor.db
    .select(columns)
    .from(inspections)
    .where(and(condition, eq(inspections.id, inspectionId)));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Inspection not found.' });
  return row;
}

/** Whether the actor may answer this inspection's checklist: the assigned inspector, or a role with inspections:edit_all. */
export async function mayAnswerChecklist(
  actor: Actor,
  inspection: { inspectorUserId: string | null; createdBy: string | null },
) {
  const [mayAnswer, mayAll] = await Promise.all([
    hasPermission(actor.db, actor.tenantId, actor.user.role, 'checklists:answer'),
    mayActOnAll(actor, 'inspections:edit_all'),
  ]);
  return mayAnswer && (mayAll || isOwnInspection(inspection, actor.user.id));
}

/**
 * Read before any transaction (PGlite has one connection): the inspection,
 * visible to the actor and theirs to answer. Evidence uploads call this before
 * markChecklistItemProvided.
 */
export async function requireAnswerableInspection(actor: Actor, inspectionId: string) {
  const inspection = await requireVisibleInspection(actor, inspectionId);
  const mayAll = await mayActOnAll(actor, 'inspections:edit_all');
  refuseUnlessOwn(isOwnInspection(inspection, actor.user.id), mayAll, NOT_YOUR_CHECKLIST_MESSAGE);
  return inspection;
}

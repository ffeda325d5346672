import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import { SIGNATURE_ITEM_ID } from '@/shared/evidence/catalogue';
import {
  decideStatusMove,
  decideStatusMoves,
  SIGNATURE_REQUIRED_MESSAGE,
  type StatusFacts,
  type StatusMove,
} from '@/shared/inspections/status-rules';
import type { InspectionStatus } from '@/shared/inspections/statuses';
import type { Db, Tx } from '@/server/db/client';
import { checklistAnswers, inspectionEvidence, inspections } from '@/server/db/schema/index';
import { staffRoleOf, type Actor } from '@/server/trpc/actor';
import { mayActOnAll } from '@/server/trpc/ownership';
import { initChecklistOf, itemsForMeasure } from '../checklist-catalogue/init';
import { getTenantSetting } from '../settings/tenant-settings';
import { inspectionNotFound } from './detail';
import { isOwnInspection, NOT_YOUR_INSPECTION_MESSAGE } from './ownership';
import { visibleInspections } from './scope';

type InspectionForRules = {
  id: string;
  status: InspectionStatus;
  measureCode: string;
  measureType: string;
};

/**
 * Reads what decides an inspection's next status: its checklist's fails (not
 * overturned) and unanswered questions, and whether it is signed. The one
 * source every write path asks (decision 012); pins the checklist if the
 * backfill has not reached the inspection yet, so it needs a transaction.
 */
export async function readStatusFacts(
  tx: Tx,
  actor: Actor,
  inspection: InspectionForRules,
): Promise<StatusFacts> {
  const pin = (await initChecklistOf(tx, actor.tenantId, inspection.id))!;
  const items = await itemsForMeasure(tx, actor.tenantId, pin, inspection);
  const answers = await tx
    .select({
      itemId: checklistAnswers.itemId,
      answer: checklistAnswers.answer,
      severity: checklistAnswers.severity,
      overturnedAt: checklistAnswers.overturnedAt,
    })
    .from(checklistAnswers)
    .where(
      and(
        eq(checklistAnswers.tenantId, actor.tenantId),
        eq(checklistAnswers.inspectionId, inspection.id),
        inArray(
          checklistAnswers.itemId,
          items.map((i) => i.itemId),
        ),
      ),
    );
  const byItem = new Map(answers.map((a) => [a.itemId, a]));
  const [signature] = await tx
    .select({ id: inspectionEvidence.id })
    .from(inspectionEvidence)
    .where(
      and(
        eq(inspectionEvidence.tenantId, actor.tenantId),
        eq(inspectionEvidence.inspectionId, inspection.id),
        eq(inspectionEvidence.itemId, SIGNATURE_ITEM_ID),
      ),
    )
    .limit(1);
  const { requireSignature } = await getTenantSetting(tx, actor.tenantId, 'inspectionCompletion');
  return {
    status: inspection.status,
    role: staffRoleOf(actor.user),
    openFails: answers
      .filter((a) => a.answer === 'Fail' && a.overturnedAt === null)
      .map((a) => ({ itemId: a.itemId, severity: a.severity }))
      .sort((a, b) => a.itemId.localeCompare(b.itemId)),
    unansweredQuestions: items
      .filter((i) => i.kind === 'question' && !byItem.get(i.itemId)?.answer)
      .map((i) => i.itemId),
    requireSignature,
    hasSignature: signature !== undefined,
  };
}

/** Why `to` is refused for this inspection now (a missing signature included), or null. */
export async function statusMoveRefusal(
  tx: Tx,
  actor: Actor,
  inspection: InspectionForRules,
  to: InspectionStatus,
): Promise<string | null> {
  const move = decideStatusMove(await readStatusFacts(tx, actor, inspection), to);
  if (!move.allowed) return move.reason;
  return move.needsSignature ? SIGNATURE_REQUIRED_MESSAGE : null;
}

/** Throws BAD_REQUEST with the reason when the move is refused. */
export async function requireStatusMove(
  tx: Tx,
  actor: Actor,
  inspection: InspectionForRules,
  to: InspectionStatus,
) {
  const refusal = await statusMoveRefusal(tx, actor, inspection, to);
  if (refusal) throw new TRPCError({ code: 'BAD_REQUEST', message: refusal });
}

/** The moves the status dialog offers: every other status, allowed or refused with why. */
export async function listStatusMoves(
  actor: Actor,
  inspectionId: string,
): Promise<{ status: InspectionStatus; version: number; moves: StatusMove[] }> {
  const scope = await visibleInspections(actor);
  const mayAll = await mayActOnAll(actor, 'inspections:edit_all');
  return actor.db.transaction(async (tx) => {
    const [inspection] = await tx
      .select({
        id: inspections.id,
        status: inspections.status,
        version: inspections.version,
        measureCode: inspections.measureCode,
        measureType: inspections.measureType,
        createdBy: inspections.createdBy,
        inspectorUserId: inspections.inspectorUserId,
      })
      .from(inspections)
      .where(and(scope, eq(inspections.id, inspectionId)));
    if (!inspection) inspectionNotFound();
    let moves = decideStatusMoves(await readStatusFacts(tx, actor, inspection));
    if (!mayAll && !isOwnInspection(inspection, actor.user.id))
      moves = moves.map((m) => ({
        ...m,
        allowed: false,
        reason: NOT_YOUR_INSPECTION_MESSAGE,
        needsSignature: false,
      }));
    return { status: inspection.status, version: inspection.version, moves };
  });
}

/**
 * The import's check (decision 012): a row that would move an existing inspection to a
 * status the rules refuse is a row error with the reason; the inspection keeps its status.
 * Runs in its own transaction (a savepoint inside an all-or-nothing import).
 */
export async function importStatusRefusal(
  db: Db | Tx,
  actor: Actor,
  inspectionId: string,
  to: InspectionStatus,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [inspection] = await tx
      .select({
        id: inspections.id,
        status: inspections.status,
        measureCode: inspections.measureCode,
        measureType: inspections.measureType,
      })
      .from(inspections)
      .where(and(eq(inspections.tenantId, actor.tenantId), eq(inspections.id, inspectionId)));
    if (!inspection || inspection.status === to) return null;
    return statusMoveRefusal(tx, actor, inspection, to);
  });
}

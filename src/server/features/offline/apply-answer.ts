import { aliasedTable, and, eq } from 'drizzle-orm';
import type { OfflineChange, ServerAnswer } from '@/shared/offline/changes';
import { writeAudit } from '@/server/audit/write-audit';
import { checklistAnswers, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { requireAnswerableInspection } from '../checklists/access';
import { answerChecklistItem } from '../checklists/answer';

type AnswerChange = Extract<OfflineChange, { kind: 'answer' }>;
type KeepServerChange = Extract<OfflineChange, { kind: 'keepServerAnswer' }>;

/** Not applied: the server's answer changed since the device last saw it (point 5). */
export class AnswerConflict extends Error {
  constructor(readonly server: ServerAnswer) {
    super('The answer changed on the server since the device last saw it.');
    this.name = 'AnswerConflict';
  }
}

const answerer = aliasedTable(users, 'answerer');

async function serverAnswerOf(actor: Actor, inspectionId: string, itemId: string) {
  const [row] = await actor.db
    .select({
      answer: checklistAnswers.answer,
      severity: checklistAnswers.severity,
      comment: checklistAnswers.comment,
      answeredAt: checklistAnswers.answeredAt,
      answeredByName: answerer.name,
    })
    .from(checklistAnswers)
    .leftJoin(answerer, eq(answerer.id, checklistAnswers.answeredBy))
    .where(
      and(
        eq(checklistAnswers.tenantId, actor.tenantId),
        eq(checklistAnswers.inspectionId, inspectionId),
        eq(checklistAnswers.itemId, itemId),
      ),
    );
  return {
    answer: row?.answer ?? null,
    severity: row?.severity ?? null,
    comment: row?.comment ?? '',
    answeredAt: row?.answeredAt?.toISOString() ?? null,
    answeredByName: row?.answeredByName ?? null,
  } satisfies ServerAnswer;
}

const sameInstant = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);

type AnswerFields = Pick<AnswerChange, 'answer' | 'severity' | 'comment'>;

const answerOf = (change: AnswerFields): AnswerFields => ({
  answer: change.answer,
  severity: change.severity,
  comment: change.comment,
});

/**
 * An answer made on the device. When the server's answer is no longer the one the device
 * started from, it is a conflict, unless the inspector already chose theirs ('mine'): then it
 * overwrites, and the audit keeps the server's answer it replaced.
 */
export async function applyOfflineAnswer(actor: Actor, change: AnswerChange) {
  const inspection = await requireAnswerableInspection(actor, change.inspectionId);
  const server = await serverAnswerOf(actor, inspection.id, change.itemId);
  const changed = !sameInstant(server.answeredAt, change.base.answeredAt);
  if (changed && change.resolution === null) throw new AnswerConflict(server);
  const result = await answerChecklistItem(actor, {
    inspectionId: inspection.id,
    itemId: change.itemId,
    ...answerOf(change),
  });
  if (change.resolution === 'mine') {
    await writeAudit(actor.db, actor, {
      action: 'resolve_conflict',
      resource: 'checklist_item',
      resourceId: `${inspection.reference}:${change.itemId}`,
      details: {
        inspection: inspection.reference,
        item: change.itemId,
        kept: 'device',
        replaced: server,
        device: answerOf(change),
      },
    });
  }
  return result;
}

/** The inspector kept the server's answer: nothing changes, and the device's answer is kept in the audit. */
export async function keepServerAnswer(actor: Actor, change: KeepServerChange) {
  const inspection = await requireAnswerableInspection(actor, change.inspectionId);
  const server = await serverAnswerOf(actor, inspection.id, change.itemId);
  await writeAudit(actor.db, actor, {
    action: 'resolve_conflict',
    resource: 'checklist_item',
    resourceId: `${inspection.reference}:${change.itemId}`,
    details: {
      inspection: inspection.reference,
      item: change.itemId,
      kept: 'server',
      server,
      discarded: answerOf(change.discarded),
    },
  });
  return { kept: 'server' as const, itemId: change.itemId, server };
}

import { TRPCError } from '@trpc/server';
import type { SetQuestionRulesInput } from '@/shared/checklists/catalogue';
import { QUESTION_STAGE_LABELS, type QuestionStage } from '@/shared/checklists/question-rules';
import { londonDateOf } from '@/shared/periods';
import { writeAudit } from '@/server/audit/write-audit';
import { checklistCatalogueItems, checklistCatalogueVersions } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { currentCatalogueVersion, listCatalogueItems } from './catalogue';

const describeRules = (rules: { naAllowed: boolean; inspectionStage: QuestionStage }) =>
  `${rules.naAllowed ? 'N/A allowed' : 'N/A not allowed'}, ${QUESTION_STAGE_LABELS[rules.inspectionStage].toLowerCase()}`;

/**
 * An administrator changes whether a question accepts N/A and the stage it is asked at. Like
 * adding an item, it publishes a new version (copying the current one, in force from today), so
 * checklists already pinned keep the rules their answers were given under.
 */
export async function setQuestionRules(
  actor: Actor,
  input: SetQuestionRulesInput,
  now: Date = new Date(),
) {
  return actor.db.transaction(async (tx) => {
    const current = await currentCatalogueVersion(tx, actor.tenantId);
    const items = await listCatalogueItems(tx, actor.tenantId, current);
    const item = items.find((i) => i.itemId === input.itemId);
    if (!item)
      throw new TRPCError({ code: 'NOT_FOUND', message: `Item ${input.itemId} not found` });
    if (item.kind !== 'question')
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'Only questions have an N/A rule and a stage',
      });
    if (item.naAllowed === input.naAllowed && item.inspectionStage === input.inspectionStage)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `${input.itemId} already has these rules`,
      });
    const version = current + 1;
    const rules = { naAllowed: input.naAllowed, inspectionStage: input.inspectionStage };
    await tx.insert(checklistCatalogueVersions).values({
      tenantId: actor.tenantId,
      version,
      summary: `Changed ${input.itemId}: ${describeRules(rules)}`,
      effectiveFrom: londonDateOf(now),
      createdBy: actor.user.id,
    });
    await tx.insert(checklistCatalogueItems).values(
      items.map((i) => ({
        ...i,
        ...(i.itemId === input.itemId ? rules : {}),
        tenantId: actor.tenantId,
        version,
      })),
    );
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'checklist_item',
      resourceId: input.itemId,
      details: {
        version,
        ...rules,
        previous: { naAllowed: item.naAllowed, inspectionStage: item.inspectionStage },
      },
    });
    return { version, itemId: input.itemId };
  });
}

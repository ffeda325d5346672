import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SaveDraftInput } from '@/shared/inspections/queries';
import type { WizardVariant } from '@/shared/inspections/wizard-form';
import { writeAudit } from '@/server/audit/write-audit';
import { inspectionDrafts } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

const ownDraft = (actor: Actor, variant?: WizardVariant) =>
  and(
    eq(inspectionDrafts.tenantId, actor.tenantId),
    eq(inspectionDrafts.userId, actor.user.id),
    variant ? eq(inspectionDrafts.variant, variant) : undefined,
  );

/** Saves (or replaces) the user's draft of one wizard. */
export async function saveDraft(actor: Actor, input: z.output<typeof SaveDraftInput>) {
  return actor.db.transaction(async (tx) => {
    const now = new Date();
    const [draft] = await tx
      .insert(inspectionDrafts)
      .values({
        tenantId: actor.tenantId,
        userId: actor.user.id,
        variant: input.variant,
        data: input.data,
        currentStep: input.currentStep,
      })
      .onConflictDoUpdate({
        target: [inspectionDrafts.tenantId, inspectionDrafts.userId, inspectionDrafts.variant],
        set: { data: input.data, currentStep: input.currentStep, updatedAt: now },
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'inspection_draft',
      resourceId: draft!.id,
      details: { variant: input.variant, currentStep: input.currentStep },
    });
    return {
      id: draft!.id,
      variant: draft!.variant,
      currentStep: draft!.currentStep,
      updatedAt: draft!.updatedAt.toISOString(),
    };
  });
}

export async function loadDraft(actor: Actor, variant: WizardVariant) {
  const [draft] = await actor.db.select().from(inspectionDrafts).where(ownDraft(actor, variant));
  if (!draft) return null;
  return {
    id: draft.id,
    variant: draft.variant,
    data: draft.data,
    currentStep: draft.currentStep,
    updatedAt: draft.updatedAt.toISOString(),
  };
}

export async function listDrafts(actor: Actor) {
  const drafts = await actor.db.select().from(inspectionDrafts).where(ownDraft(actor));
  return drafts.map((d) => ({
    id: d.id,
    variant: d.variant,
    currentStep: d.currentStep,
    updatedAt: d.updatedAt.toISOString(),
    measureType: typeof d.data.measureType === 'string' ? d.data.measureType : '',
    policyId: typeof d.data.policyId === 'string' ? d.data.policyId : '',
  }));
}

export async function deleteDraft(actor: Actor, variant: WizardVariant) {
  return actor.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(inspectionDrafts)
      .where(ownDraft(actor, variant))
      .returning({ id: inspectionDrafts.id });
    if (deleted.length > 0) {
      await writeAudit(tx, actor, {
        action: 'delete',
        resource: 'inspection_draft',
        resourceId: deleted[0]!.id,
        details: { variant },
      });
    }
    return { deleted: deleted.length > 0 };
  });
}

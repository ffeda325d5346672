import { TRPCError } from '@trpc/server';
import { PHOTO_FLAG_LABELS, type PhotoFlagCode } from '@/shared/evidence/flags';
import { writeAudit } from '@/server/audit/write-audit';
import { evidenceFlagExplanations } from '@/server/db/schema/index';
import { isUniqueViolation } from '@/server/lib/unique-violation';
import type { Actor } from '@/server/trpc/actor';
import { findEvidence } from './evidence-access';
import { asTrpc } from './evidence-refused';
import { photoFlagsOf } from './photo-flags';

/**
 * Marks one raised flag of a photo as explained, with the reason (evidence:explain_flags,
 * checked by the procedure; the photo's inspection must be visible to the actor). The flag
 * stays listed, with who explained it, when and why; the installer's counts move it from open
 * to explained. Audited on the inspection.
 */
export async function explainPhotoFlag(
  actor: Actor,
  input: { evidenceId: string; code: PhotoFlagCode; reason: string },
) {
  const row = await asTrpc(findEvidence(actor, input.evidenceId));
  const flags = (await photoFlagsOf(actor, [row])).get(row.id) ?? [];
  const flag = flags.find((f) => f.code === input.code);
  if (!flag) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `This photo is not flagged '${PHOTO_FLAG_LABELS[input.code]}'.`,
    });
  }
  if (flag.explanation) {
    throw new TRPCError({ code: 'CONFLICT', message: 'This flag is already explained.' });
  }
  try {
    return await actor.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(evidenceFlagExplanations)
        .values({
          tenantId: actor.tenantId,
          evidenceId: row.id,
          code: input.code,
          reason: input.reason,
          explainedBy: actor.user.id,
          explainedByName: actor.user.name,
        })
        .returning();
      await writeAudit(tx, actor, {
        action: 'explain_evidence_flag',
        resource: 'inspection',
        resourceId: row.inspectionId,
        details: {
          evidenceId: row.id,
          itemId: row.itemId,
          fileName: row.fileName,
          flag: input.code,
          detail: flag.detail,
          reason: input.reason,
        },
      });
      return {
        evidenceId: row.id,
        code: input.code,
        explanation: {
          reason: saved!.reason,
          byName: saved!.explainedByName,
          at: saved!.explainedAt.toISOString(),
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'evidence_flag_explanations_idx')) {
      throw new TRPCError({ code: 'CONFLICT', message: 'This flag is already explained.' });
    }
    throw error;
  }
}

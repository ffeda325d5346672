import { and, eq, isNull } from 'drizzle-orm';
import type { RemediationParties } from '@/shared/checklists/remediation-duties';
import type { Db, Tx } from '@/server/db/client';
import { checklistAnswers, inspectionEvidence } from '@/server/db/schema/index';

type AnswerParties = {
  itemId: string;
  answeredBy: string | null;
  remediationDueAt: Date | null;
  status: string;
  statusChangedBy: string | null;
};

/** Users who attached remediation evidence (not withdrawn) to each item of an inspection. */
export async function remediationUploaders(db: Db | Tx, tenantId: string, inspectionId: string) {
  const rows = await db
    .select({ itemId: inspectionEvidence.itemId, uploadedBy: inspectionEvidence.uploadedBy })
    .from(inspectionEvidence)
    .where(
      and(
        eq(inspectionEvidence.tenantId, tenantId),
        eq(inspectionEvidence.inspectionId, inspectionId),
        eq(inspectionEvidence.purpose, 'remediation'),
        isNull(inspectionEvidence.withdrawnAt),
      ),
    );
  const byItem = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.uploadedBy) continue;
    byItem.set(r.itemId, [...(byItem.get(r.itemId) ?? []), r.uploadedBy]);
  }
  return byItem;
}

/** Who failed the item and who submitted its remediation (evidence, or marking it Provided). */
export function partiesOf(
  row: AnswerParties,
  uploaders: Map<string, string[]>,
): RemediationParties {
  const submittedBy = [...(uploaders.get(row.itemId) ?? [])];
  if (row.status === 'Provided' && row.statusChangedBy) submittedBy.push(row.statusChangedBy);
  return { failed: row.remediationDueAt !== null, failedBy: row.answeredBy, submittedBy };
}

/** The answer columns partiesOf reads. */
export const partyColumns = {
  itemId: checklistAnswers.itemId,
  answeredBy: checklistAnswers.answeredBy,
  remediationDueAt: checklistAnswers.remediationDueAt,
  status: checklistAnswers.status,
  statusChangedBy: checklistAnswers.statusChangedBy,
};

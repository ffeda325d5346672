import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import { inspectionEvidence } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { findEvidence } from './evidence-access';
import { asTrpc } from './evidence-refused';
import { presentEvidence } from './service';

/**
 * Marks a file withdrawn, with the reason (evidence:withdraw, checked by the
 * procedure). The file and its row stay: listed as withdrawn, in the audit trail.
 */
export async function withdrawEvidence(actor: Actor, input: { id: string; reason: string }) {
  const row = await asTrpc(findEvidence(actor, input.id));
  if (row.withdrawnAt) {
    throw new TRPCError({ code: 'CONFLICT', message: 'This file is already withdrawn.' });
  }
  if (row.kind === 'signature') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'A signature cannot be withdrawn.' });
  }
  return actor.db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(inspectionEvidence)
      .set({
        withdrawnAt: now,
        withdrawnBy: actor.user.id,
        withdrawnByName: actor.user.name,
        withdrawReason: input.reason,
      })
      .where(
        and(eq(inspectionEvidence.tenantId, actor.tenantId), eq(inspectionEvidence.id, row.id)),
      )
      .returning();
    await writeAudit(tx, actor, {
      action: 'withdraw_evidence',
      resource: 'inspection',
      resourceId: row.inspectionId,
      details: {
        evidenceId: row.id,
        itemId: row.itemId,
        fileName: row.fileName,
        sha256: row.sha256,
        reason: input.reason,
      },
    });
    return presentEvidence(updated!);
  });
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { inspectionEvidence } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';
import { requireEvidenceAccess, type EvidenceRow } from './evidence-access';
import { asTrpc } from './evidence-refused';
import { photoFlagsOf } from './photo-flags';

// The reads of an inspection's evidence, for the web and the report. Storing
// a file is in store-evidence.ts, withdrawing one in withdraw-evidence.ts.

/** What the web and the report show of one file. */
export function presentEvidence(row: EvidenceRow) {
  return {
    id: row.id,
    inspectionId: row.inspectionId,
    itemId: row.itemId,
    kind: row.kind,
    purpose: row.purpose,
    fileName: row.fileName,
    mime: row.mime,
    size: row.size,
    sha256: row.sha256,
    hasThumbnail: row.thumbnailKey !== null,
    width: row.width,
    height: row.height,
    capturedAt: row.capturedAt?.toISOString() ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
    uploadedByName: row.uploadedByName,
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawnByName: row.withdrawnByName,
    withdrawReason: row.withdrawReason,
  };
}
export type EvidenceView = ReturnType<typeof presentEvidence>;

export async function evidenceRowsOf(db: Db | Tx, tenantId: string, inspectionId: string) {
  return db
    .select()
    .from(inspectionEvidence)
    .where(
      and(
        eq(inspectionEvidence.tenantId, tenantId),
        eq(inspectionEvidence.inspectionId, inspectionId),
      ),
    )
    .orderBy(asc(inspectionEvidence.createdAt), asc(inspectionEvidence.id));
}

/** Every file on an inspection the actor may see, withdrawn ones included, oldest first. */
export async function listEvidence(actor: Actor, inspectionId: string) {
  const access = await asTrpc(requireEvidenceAccess(actor, inspectionId, 'read'));
  const [rows, mayWithdraw, mayExplainFlags] = await Promise.all([
    evidenceRowsOf(actor.db, actor.tenantId, access.inspectionId),
    hasPermission(actor.db, actor.tenantId, actor.user.role, 'evidence:withdraw'),
    hasPermission(actor.db, actor.tenantId, actor.user.role, 'evidence:explain_flags'),
  ]);
  const flags = await photoFlagsOf(actor, rows);
  const all = rows.map((row) => ({ ...presentEvidence(row), flags: flags.get(row.id) ?? [] }));
  return {
    files: all.filter((f) => f.kind !== 'signature'),
    signature: all.filter((f) => f.kind === 'signature').at(-1) ?? null,
    mayWithdraw,
    mayExplainFlags,
  };
}

import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  inspectionEvidence,
  inspections,
  checklistAnswers,
  remediationSubmissions,
} from '@/server/db/schema/index';
import type { PortalActor } from './portal-actor';
import {
  presentRemediation,
  remediationScope,
  remediationStateSql,
  selectRemediationRows,
} from './remediation-rows';

/** An installer's remediations: what needs action first (by deadline), then under review, then done. */
const ORDER_RANK = sql`case ${remediationStateSql}
  when 'Rejected' then 0 when 'Needs action' then 0 when 'Evidence submitted' then 1 else 2 end`;

/** At most this many: an installer's open fails, plus the recently closed ones. */
const PORTAL_LIMIT = 200;

/**
 * portal.remediations.list: each failed item of this installer's inspections with its deadline,
 * state, the rejection reason, its remediation files and the last note the installer sent.
 * Scoped by tenant and installer in the query itself.
 */
export async function listPortalRemediations(actor: PortalActor) {
  const rows = await selectRemediationRows(
    actor.db,
    remediationScope(actor.tenantId, eq(inspections.installerId, actor.installerId)),
  )
    .orderBy(ORDER_RANK, asc(checklistAnswers.remediationDueAt), asc(checklistAnswers.itemId))
    .limit(PORTAL_LIMIT);
  const ids = [...new Set(rows.map((r) => r.inspectionId))];
  const [files, notes] = await Promise.all([filesOf(actor, ids), lastNotesOf(actor, ids)]);
  return rows.map((row) => {
    const key = `${row.inspectionId}:${row.itemId}`;
    return {
      ...presentRemediation(row),
      files: files.get(key) ?? [],
      lastNote: notes.get(key) ?? null,
    };
  });
}

/** Remediation files (not withdrawn) of these inspections, by item. */
async function filesOf(actor: PortalActor, inspectionIds: string[]) {
  const byItem = new Map<
    string,
    { id: string; fileName: string; kind: string; uploadedAt: Date; capturedAt: Date | null }[]
  >();
  if (inspectionIds.length === 0) return byItem;
  const rows = await actor.db
    .select({
      id: inspectionEvidence.id,
      inspectionId: inspectionEvidence.inspectionId,
      itemId: inspectionEvidence.itemId,
      fileName: inspectionEvidence.fileName,
      kind: inspectionEvidence.kind,
      uploadedAt: inspectionEvidence.createdAt,
      capturedAt: inspectionEvidence.capturedAt,
    })
    .from(inspectionEvidence)
    .where(
      and(
        eq(inspectionEvidence.tenantId, actor.tenantId),
        inArray(inspectionEvidence.inspectionId, inspectionIds),
        eq(inspectionEvidence.purpose, 'remediation'),
        isNull(inspectionEvidence.withdrawnAt),
      ),
    )
    .orderBy(asc(inspectionEvidence.createdAt));
  for (const { inspectionId, itemId, ...file } of rows) {
    const key = `${inspectionId}:${itemId}`;
    byItem.set(key, [...(byItem.get(key) ?? []), file]);
  }
  return byItem;
}

/** The newest submission's note and time per item (this installer's own submissions). */
async function lastNotesOf(actor: PortalActor, inspectionIds: string[]) {
  const byItem = new Map<string, { note: string; submittedAt: Date; submittedByName: string }>();
  if (inspectionIds.length === 0) return byItem;
  const rows = await actor.db
    .select({
      inspectionId: remediationSubmissions.inspectionId,
      itemId: remediationSubmissions.itemId,
      note: remediationSubmissions.note,
      submittedAt: remediationSubmissions.submittedAt,
      submittedByName: remediationSubmissions.submittedByName,
    })
    .from(remediationSubmissions)
    .where(
      and(
        eq(remediationSubmissions.tenantId, actor.tenantId),
        eq(remediationSubmissions.installerId, actor.installerId),
        inArray(remediationSubmissions.inspectionId, inspectionIds),
      ),
    )
    .orderBy(desc(remediationSubmissions.submittedAt));
  for (const { inspectionId, itemId, ...note } of rows) {
    const key = `${inspectionId}:${itemId}`;
    if (!byItem.has(key)) byItem.set(key, note);
  }
  return byItem;
}

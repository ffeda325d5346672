import { and, eq } from 'drizzle-orm';
import { EVIDENCE_NOT_FOUND } from '@/shared/evidence/catalogue';
import { inspectionEvidence, inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';
import { INSPECTION_NOT_FOUND } from '../inspections/detail';
import { visibleInspections } from '../inspections/scope';
import { EvidenceRefusedError } from './evidence-refused';

// Who may see or add evidence, checked before any file is read or stored.

export type Access = { inspectionId: string; reference: string };

export type EvidenceRow = typeof inspectionEvidence.$inferSelect;

/**
 * The inspection, when the actor may see it (an INSPECTOR: only those
 * assigned to them) and may add evidence (inspections:edit).
 */
export async function requireEvidenceAccess(
  actor: Actor,
  inspectionId: string,
  purpose: 'read' | 'attach',
): Promise<Access> {
  const scope = await visibleInspections(actor);
  const [found] = await actor.db
    .select({ id: inspections.id, reference: inspections.reference })
    .from(inspections)
    .where(and(scope, eq(inspections.id, inspectionId)));
  if (!found) throw new EvidenceRefusedError(404, INSPECTION_NOT_FOUND);
  if (
    purpose === 'attach' &&
    !(await hasPermission(actor.db, actor.tenantId, actor.user.role, 'inspections:edit'))
  ) {
    throw new EvidenceRefusedError(403, 'Your role cannot add evidence to inspections.');
  }
  return { inspectionId: found.id, reference: found.reference };
}

/** One file's row, when the actor may see its inspection. */
export async function findEvidence(actor: Actor, id: string): Promise<EvidenceRow> {
  const [row] = await actor.db
    .select()
    .from(inspectionEvidence)
    .where(and(eq(inspectionEvidence.tenantId, actor.tenantId), eq(inspectionEvidence.id, id)));
  if (!row) throw new EvidenceRefusedError(404, EVIDENCE_NOT_FOUND);
  await requireEvidenceAccess(actor, row.inspectionId, 'read').catch(() => {
    throw new EvidenceRefusedError(404, EVIDENCE_NOT_FOUND);
  });
  return row;
}

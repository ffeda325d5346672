import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  EVIDENCE_DUPLICATE_MESSAGE,
  EVIDENCE_NOT_FOUND,
  EVIDENCE_TYPE_MESSAGE,
  SIGNATURE_ITEM_ID,
  type EvidenceKind,
  type EvidencePurpose,
} from '../../../shared/evidence/catalogue';
import { writeAudit } from '../../audit/write-audit';
import type { Db, Tx } from '../../db/client';
import { inspectionEvidence, inspections } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { Storage } from '../../storage/storage';
import type { Actor } from '../../trpc/actor';
import { hasPermission } from '../permissions/service';
import { INSPECTION_NOT_FOUND } from '../inspections/detail';
import { visibleInspections } from '../inspections/scope';
import { markChecklistItemProvided } from '../checklists/status';
import { makeThumbnail, readPhotoFacts, sha256Hex, sniffType, withImageSlot } from './file-facts';

export class EvidenceRefusedError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'EvidenceRefusedError';
  }
}

type Access = { inspectionId: string; reference: string };

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

export type EvidenceRow = typeof inspectionEvidence.$inferSelect;

async function provideItem(
  tx: Tx,
  actor: Actor,
  inspectionId: string,
  itemId: string,
  purpose: EvidencePurpose,
) {
  try {
    await markChecklistItemProvided(tx, actor, { inspectionId, itemId, purpose });
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'BAD_REQUEST')
      throw new EvidenceRefusedError(400, error.message);
    if (error instanceof TRPCError && error.code === 'NOT_FOUND')
      throw new EvidenceRefusedError(
        400,
        `${itemId} is not an item of this inspection's checklist. Choose one of its items.`,
      );
    throw error;
  }
}

/**
 * Stores one received file as evidence: type from its bytes, SHA-256, EXIF
 * time and position and a thumbnail for photos, the original unchanged in
 * storage, a row and an audit entry. The same bytes already on the
 * inspection are refused (409) and not stored again.
 */
export async function storeEvidence(
  actor: Actor,
  storage: Storage,
  access: Access,
  file: { fileName: string; body: Buffer },
  itemId: string,
  expected: 'any' | 'signature' = 'any',
  purpose: EvidencePurpose = 'inspection',
): Promise<EvidenceRow> {
  const type = sniffType(file.body.subarray(0, 16));
  if (!type || (expected === 'signature' && type.mime !== 'image/png')) {
    throw new EvidenceRefusedError(415, `${file.fileName} ${EVIDENCE_TYPE_MESSAGE}`);
  }
  const kind: EvidenceKind = expected === 'signature' ? 'signature' : type.kind;
  const sha256 = sha256Hex(file.body);
  if (kind !== 'signature') await refuseDuplicate(actor.db, actor, access, sha256, file.fileName);
  let facts = {
    capturedAt: null as Date | null,
    latitude: null as number | null,
    longitude: null as number | null,
  };
  let thumb: Awaited<ReturnType<typeof makeThumbnail>> | null = null;
  if (type.kind === 'photo') {
    try {
      thumb = await withImageSlot(() => makeThumbnail(file.body));
    } catch {
      throw new EvidenceRefusedError(
        415,
        `${file.fileName} could not be read as an image. It may be damaged; take the photo again.`,
      );
    }
    if (kind === 'photo') facts = await readPhotoFacts(file.body);
  }
  const id = randomUUID();
  const storageKey = `evidence/${actor.tenantId.replace(/[^A-Za-z0-9_-]/g, '_')}/${access.inspectionId}/${id}.${type.extension}`;
  const thumbnailKey = thumb ? `${storageKey}.thumb.jpg` : null;
  await storage.putFile(storageKey, file.body);
  try {
    if (thumb && thumbnailKey) await storage.putFile(thumbnailKey, thumb.thumbnail);
    return await actor.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(inspectionEvidence)
        .values({
          id,
          tenantId: actor.tenantId,
          inspectionId: access.inspectionId,
          itemId,
          kind,
          purpose: kind === 'signature' ? 'inspection' : purpose,
          fileName: file.fileName,
          mime: type.mime,
          size: file.body.length,
          sha256,
          storageKey,
          thumbnailKey,
          width: thumb?.width ?? null,
          height: thumb?.height ?? null,
          capturedAt: facts.capturedAt,
          latitude: facts.latitude,
          longitude: facts.longitude,
          uploadedBy: actor.user.id,
          uploadedByName: actor.user.name,
        })
        .returning();
      // Evidence for a checklist item provides it (Pending or Rejected -> Provided); on a
      // failed item only remediation evidence does (decision 012).
      if (kind !== 'signature') await provideItem(tx, actor, access.inspectionId, itemId, purpose);
      await writeAudit(tx, actor, {
        action: kind === 'signature' ? 'sign' : 'attach_evidence',
        resource: 'inspection',
        resourceId: access.inspectionId,
        details: {
          reference: access.reference,
          evidenceId: id,
          itemId,
          kind,
          purpose,
          fileName: file.fileName,
          size: file.body.length,
          sha256,
          capturedAt: facts.capturedAt?.toISOString() ?? null,
          latitude: facts.latitude,
          longitude: facts.longitude,
        },
      });
      return row!;
    });
  } catch (error) {
    await storage.deleteFile(storageKey).catch(() => {});
    if (thumbnailKey) await storage.deleteFile(thumbnailKey).catch(() => {});
    if (isUniqueViolation(error, 'inspection_evidence_hash_idx')) {
      throw new EvidenceRefusedError(409, `${file.fileName} ${EVIDENCE_DUPLICATE_MESSAGE}.`);
    }
    throw error;
  }
}

async function refuseDuplicate(
  db: Db | Tx,
  actor: Actor,
  access: Access,
  sha256: string,
  fileName: string,
) {
  const [same] = await db
    .select({
      fileName: inspectionEvidence.fileName,
      itemId: inspectionEvidence.itemId,
      withdrawnAt: inspectionEvidence.withdrawnAt,
    })
    .from(inspectionEvidence)
    .where(
      and(
        eq(inspectionEvidence.tenantId, actor.tenantId),
        eq(inspectionEvidence.inspectionId, access.inspectionId),
        eq(inspectionEvidence.sha256, sha256),
        ne(inspectionEvidence.kind, 'signature'),
      ),
    )
    .limit(1);
  if (same) {
    const where = same.withdrawnAt ? `(withdrawn, under ${same.itemId})` : `under ${same.itemId}`;
    throw new EvidenceRefusedError(
      409,
      `${fileName} ${EVIDENCE_DUPLICATE_MESSAGE} ${where} as ${same.fileName}; it was not stored again.`,
    );
  }
}

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
  const [rows, mayWithdraw] = await Promise.all([
    evidenceRowsOf(actor.db, actor.tenantId, access.inspectionId),
    hasPermission(actor.db, actor.tenantId, actor.user.role, 'evidence:withdraw'),
  ]);
  const all = rows.map(presentEvidence);
  return {
    files: all.filter((f) => f.kind !== 'signature'),
    signature: all.filter((f) => f.kind === 'signature').at(-1) ?? null,
    mayWithdraw,
  };
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

/** Refusals as tRPC errors, for the procedures. */
export async function asTrpc<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof EvidenceRefusedError) {
      const code =
        error.statusCode === 404
          ? 'NOT_FOUND'
          : error.statusCode === 403
            ? 'FORBIDDEN'
            : 'BAD_REQUEST';
      throw new TRPCError({ code, message: error.message });
    }
    throw error;
  }
}

export { SIGNATURE_ITEM_ID };

import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, eq, ne } from 'drizzle-orm';
import {
  EVIDENCE_DUPLICATE_MESSAGE,
  EVIDENCE_TYPE_MESSAGE,
  type EvidenceKind,
  type EvidencePurpose,
} from '@/shared/evidence/catalogue';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { inspectionEvidence } from '@/server/db/schema/index';
import { isUniqueViolation } from '@/server/lib/unique-violation';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { markChecklistItemProvided } from '../checklists/status';
import type { Access, EvidenceRow } from './evidence-access';
import { EvidenceRefusedError } from './evidence-refused';
import { fitToTenantPhotoSize } from './fit-photo';
import {
  makeThumbnail,
  readPhotoFacts,
  sha256Hex,
  sniffType,
  withImageSlot,
  type SniffedType,
} from './file-facts';
import { perceptualHashOrNone, photoReuseFacts } from './photo-hash';

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
 * A photo's thumbnail and, unless it is a signature, its EXIF time and
 * position; a document has neither. An unreadable image is refused (415).
 */
async function readImage(
  type: SniffedType,
  kind: EvidenceKind,
  file: { fileName: string; body: Buffer },
) {
  let facts = {
    capturedAt: null as Date | null,
    latitude: null as number | null,
    longitude: null as number | null,
  };
  let thumb: Awaited<ReturnType<typeof makeThumbnail>> | null = null;
  let phash: string | null = null;
  if (type.kind === 'photo') {
    try {
      thumb = await withImageSlot(() => makeThumbnail(file.body));
    } catch {
      throw new EvidenceRefusedError(
        415,
        `${file.fileName} could not be read as an image. It may be damaged; take the photo again.`,
      );
    }
    if (kind === 'photo') {
      facts = await readPhotoFacts(file.body);
      phash = await perceptualHashOrNone(thumb.thumbnail);
    }
  }
  return { facts, thumb, phash };
}

/** The file's type from its bytes; any other type (or a signature not PNG) is refused (415). */
function acceptedType(file: { fileName: string; body: Buffer }, expected: 'any' | 'signature') {
  const type = sniffType(file.body.subarray(0, 16));
  if (!type || (expected === 'signature' && type.mime !== 'image/png')) {
    throw new EvidenceRefusedError(415, `${file.fileName} ${EVIDENCE_TYPE_MESSAGE}`);
  }
  return type;
}

/**
 * The file's type and kind, and the bytes to store: a photo over the tenant's photo size is
 * scaled down with its EXIF kept (fit-photo.ts, issue 32 point 6), so the SHA-256, the
 * capture facts and the thumbnail are all of the stored bytes.
 */
async function acceptFile(
  actor: Actor,
  received: { fileName: string; body: Buffer },
  expected: 'any' | 'signature',
) {
  const type = acceptedType(received, expected);
  const kind: EvidenceKind = expected === 'signature' ? 'signature' : type.kind;
  const file = await fitToTenantPhotoSize(actor.db, actor.tenantId, type, kind, received);
  return { type, kind, file };
}

/** A new file's id and where its original and thumbnail go: evidence/<tenant>/<inspection>/<id>.<ext>. */
function newStorageKeys(actor: Actor, access: Access, type: SniffedType, hasThumbnail: boolean) {
  const id = randomUUID();
  const storageKey = `evidence/${actor.tenantId.replace(/[^A-Za-z0-9_-]/g, '_')}/${access.inspectionId}/${id}.${type.extension}`;
  return { id, storageKey, thumbnailKey: hasThumbnail ? `${storageKey}.thumb.jpg` : null };
}

/**
 * Stores one received file as evidence: type from its bytes, SHA-256, EXIF
 * time and position and a thumbnail for photos, the original unchanged in
 * storage, a row and an audit entry. The same bytes already on the
 * inspection are refused (409) and not stored again. `providesItem` false stores without
 * providing the item: the installer portal provides it when the installer submits the files
 * with a note (installer-portal/remediation-submit.ts).
 */
export async function storeEvidence(
  actor: Actor,
  storage: Storage,
  access: Access,
  received: { fileName: string; body: Buffer },
  itemId: string,
  expected: 'any' | 'signature' = 'any',
  purpose: EvidencePurpose = 'inspection',
  providesItem = true,
): Promise<EvidenceRow> {
  const { type, kind, file } = await acceptFile(actor, received, expected);
  const sha256 = sha256Hex(file.body);
  if (kind !== 'signature') await refuseDuplicate(actor.db, actor, access, sha256, file.fileName);
  const { facts, thumb, phash } = await readImage(type, kind, file);
  const reuse = await photoReuseFacts(actor.db, actor.tenantId, access.inspectionId, phash);
  const { id, storageKey, thumbnailKey } = newStorageKeys(actor, access, type, thumb !== null);
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
          ...reuse,
          uploadedBy: actor.user.id,
          uploadedByName: actor.user.name,
        })
        .returning();
      // Evidence for a checklist item provides it (Pending or Rejected -> Provided); on a
      // failed item only remediation evidence does (decision 012).
      const provides = kind !== 'signature' && providesItem;
      if (provides) await provideItem(tx, actor, access.inspectionId, itemId, purpose);
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
          ...(file.resizedFrom ? { resizedFrom: file.resizedFrom } : {}),
          sha256,
          capturedAt: facts.capturedAt?.toISOString() ?? null,
          latitude: facts.latitude,
          longitude: facts.longitude,
          duplicateOfEvidenceId: reuse.duplicateOfEvidenceId,
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

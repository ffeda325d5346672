import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { inspectionEvidence } from '@/server/db/schema/index';
import type { Job } from '@/server/jobs/scheduler';
import type { Storage } from '@/server/storage/storage';
import { findEarlierMatch, NO_PHASH, perceptualHashOrNone, photosWithoutHash } from './photo-hash';

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.getFile(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Photos uploaded before perceptual hashes were kept get theirs, oldest first, with the match
 * an upload would have found then (earlier photos on other inspections). A file missing from
 * storage (its thumbnail, which is what is hashed) is marked unreadable rather than tried forever. Returns how many were hashed.
 */
export async function backfillPhotoHashes(db: Db, storage: Storage, limit = 200) {
  const todo = await photosWithoutHash(db, limit);
  for (const photo of todo) {
    const body = photo.thumbnailKey
      ? await readAll(storage, photo.thumbnailKey).catch(() => null)
      : null;
    const hash = body ? await perceptualHashOrNone(body) : NO_PHASH;
    const match = await findEarlierMatch(db, {
      tenantId: photo.tenantId,
      inspectionId: photo.inspectionId,
      phash: hash,
      before: photo.createdAt,
    });
    await db
      .update(inspectionEvidence)
      .set({ phash: hash, duplicateOfEvidenceId: match })
      .where(
        and(eq(inspectionEvidence.tenantId, photo.tenantId), eq(inspectionEvidence.id, photo.id)),
      );
  }
  return todo.length;
}

/** Every five minutes, 200 photos at most, until every photo has its hash. */
export const photoHashBackfillJob: Job = {
  name: 'evidence-phash-backfill',
  everyMs: 5 * 60_000,
  leaseMs: 4 * 60_000,
  run: ({ db, services }) => backfillPhotoHashes(db, services.storage),
};

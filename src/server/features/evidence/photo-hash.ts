import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import phash from 'sharp-phash';
import type { Db, Tx } from '@/server/db/client';
import { inspectionEvidence } from '@/server/db/schema/index';
import { NEAR_IDENTICAL_BITS } from './photo-flag-rules';

/** Stored when a photo cannot be decoded for hashing, so the backfill does not try it again. */
export const NO_PHASH = 'none';

/** Below this spread of grey levels (0-255) a picture is featureless: no hash is kept. */
const PLAIN_STDEV = 4;

/**
 * The photo's 64-bit perceptual hash (DCT pHash of a 32x32 greyscale; via sharp-phash on our
 * sharp) as 16 hex digits: the same picture resized or recompressed keeps (nearly) the same
 * hash, unlike its SHA-256. Computed from the stored 320 px thumbnail (already upright, and
 * no second decode of a 12-megapixel original), which the 32x32 sample cannot tell apart
 * from the original. A featureless picture (lens covered, plain wall) gets NO_PHASH: its
 * hash bits are noise and would match every other plain picture.
 */
export async function perceptualHash(thumbnail: Buffer): Promise<string> {
  const options = { failOn: 'error', limitInputPixels: 100_000_000 } as const;
  const stats = await sharp(thumbnail, options).greyscale().stats();
  if ((stats.channels[0]?.stdev ?? 0) < PLAIN_STDEV) return NO_PHASH;
  const bits = await phash(thumbnail, options);
  return BigInt(`0b${bits}`).toString(16).padStart(16, '0');
}

/** perceptualHash, or NO_PHASH when the image cannot be read. */
export async function perceptualHashOrNone(body: Buffer): Promise<string> {
  return perceptualHash(body).catch(() => NO_PHASH);
}

/**
 * The earliest photo on another inspection of the tenant (withdrawn or not) whose hash is
 * within NEAR_IDENTICAL_BITS of this one, taken before `before` (the photo's own upload, so
 * the later upload is the one flagged). One scan of the tenant's hashed photos per upload.
 */
export async function findEarlierMatch(
  db: Db | Tx,
  photo: { tenantId: string; inspectionId: string; phash: string; before: Date },
): Promise<string | null> {
  if (photo.phash === NO_PHASH) return null;
  const [match] = await db
    .select({ id: inspectionEvidence.id })
    .from(inspectionEvidence)
    .where(
      and(
        eq(inspectionEvidence.tenantId, photo.tenantId),
        ne(inspectionEvidence.inspectionId, photo.inspectionId),
        eq(inspectionEvidence.kind, 'photo'),
        lt(inspectionEvidence.createdAt, photo.before),
        sql`length(${inspectionEvidence.phash}) = 16`,
        sql`bit_count(('x' || ${inspectionEvidence.phash})::bit(64) # ('x' || ${photo.phash})::bit(64)) <= ${NEAR_IDENTICAL_BITS}`,
      ),
    )
    .orderBy(asc(inspectionEvidence.createdAt))
    .limit(1);
  return match?.id ?? null;
}

/** Photos still without a hash (uploaded before hashes were kept), oldest first. */
export async function photosWithoutHash(db: Db, limit: number) {
  return db
    .select({
      id: inspectionEvidence.id,
      tenantId: inspectionEvidence.tenantId,
      inspectionId: inspectionEvidence.inspectionId,
      thumbnailKey: inspectionEvidence.thumbnailKey,
      createdAt: inspectionEvidence.createdAt,
    })
    .from(inspectionEvidence)
    .where(and(eq(inspectionEvidence.kind, 'photo'), isNull(inspectionEvidence.phash)))
    .orderBy(asc(inspectionEvidence.createdAt))
    .limit(limit);
}

/**
 * What a new photo's row keeps of its hash: the hash, the earlier photo on another inspection
 * it matches (the same picture resized or recompressed; flagged on read), and its own upload
 * time (the match is of photos uploaded before it).
 */
export async function photoReuseFacts(
  db: Db | Tx,
  tenantId: string,
  inspectionId: string,
  phash: string | null,
) {
  const createdAt = new Date();
  const duplicateOfEvidenceId = phash
    ? await findEarlierMatch(db, { tenantId, inspectionId, phash, before: createdAt })
    : null;
  return { phash, duplicateOfEvidenceId, createdAt };
}

import sharp from 'sharp';
import type { EvidenceKind } from '@/shared/evidence/catalogue';
import type { Db, Tx } from '@/server/db/client';
import { getTenantSetting } from '../settings/tenant-settings';
import { withImageSlot, type SniffedType } from './file-facts';

/** What was received, when the photo was stored smaller (kept in the audit row). */
export type ResizedFrom = { width: number; height: number; size: number };

export type FittedFile = { fileName: string; body: Buffer; resizedFrom: ResizedFrom | null };

/** JPEG quality of a scaled-down photo: a defect stays legible at a third of the bytes. */
const JPEG_QUALITY = 85;

/**
 * The photo scaled down so its longest side is `maxLongSide`, as the same type, with all its
 * metadata kept (EXIF with capture time and GPS, ICC profile). The pixels are not turned
 * upright: the EXIF orientation stays with them, so nothing is rotated twice. A photo at or
 * below the limit, or one whose header sharp cannot read, comes back unchanged (an unreadable
 * one is refused afterwards by the thumbnail step, 415).
 */
export async function fitPhoto(
  body: Buffer,
  mime: string,
  maxLongSide: number,
): Promise<{ body: Buffer; resizedFrom: ResizedFrom | null }> {
  const unchanged = { body, resizedFrom: null };
  let meta: sharp.Metadata;
  try {
    meta = await sharp(body, { limitInputPixels: 100_000_000 }).metadata();
  } catch {
    return unchanged;
  }
  const { width = 0, height = 0 } = meta;
  if (Math.max(width, height) <= maxLongSide) return unchanged;
  try {
    const image = sharp(body, { failOn: 'error', limitInputPixels: 100_000_000 })
      .resize(maxLongSide, maxLongSide, { fit: 'inside', withoutEnlargement: true })
      .keepMetadata();
    const out =
      mime === 'image/png'
        ? await image.png().toBuffer()
        : await image.jpeg({ quality: JPEG_QUALITY }).toBuffer();
    return { body: out, resizedFrom: { width, height, size: body.length } };
  } catch {
    return unchanged;
  }
}

/**
 * A received photo as it is to be stored under the tenant's 'photoSize' setting (issue 32
 * point 6): the web app has normally scaled it down already, so this does work only for a
 * client that did not (an API client, a failed resize in the browser). Documents and
 * signatures are never touched. Everything after this (SHA-256, EXIF facts, thumbnail) reads
 * the bytes that are stored.
 */
export async function fitToTenantPhotoSize(
  db: Db | Tx,
  tenantId: string,
  type: SniffedType,
  kind: EvidenceKind,
  file: { fileName: string; body: Buffer },
): Promise<FittedFile> {
  if (kind !== 'photo') return { ...file, resizedFrom: null };
  const { maxLongSidePx } = await getTenantSetting(db, tenantId, 'photoSize');
  if (maxLongSidePx === null) return { ...file, resizedFrom: null };
  const fitted = await withImageSlot(() => fitPhoto(file.body, type.mime, maxLongSidePx));
  return { fileName: file.fileName, ...fitted };
}

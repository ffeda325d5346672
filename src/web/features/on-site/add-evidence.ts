import { PHOTO_SIZE_DEFAULT_PX } from '@/shared/evidence/photo-size';
import { resizePhotoForUpload } from '@/web/lib/resize-photo';
import { enqueueChange, type KeptInspection } from '@/web/offline/api';
import { evidenceFileRefusal, evidenceMimeOf } from './evidence-file-check';

/**
 * The longest side a photo is reduced to on the device. The bundle carries the tenant's
 * setting when the server sends it (`photoMaxLongSidePx`, null for 'Keep original'); until
 * then the default, which the server applies anyway to whatever arrives (fit-photo.ts).
 */
export function photoSizeOf(kept: KeptInspection): number | null {
  if ('photoMaxLongSidePx' in kept) {
    const value = kept.photoMaxLongSidePx;
    if (value === null || typeof value === 'number') return value;
  }
  return PHOTO_SIZE_DEFAULT_PX;
}

/**
 * Keeps each chosen file on the device as an `attach` change of the item, a photo first
 * reduced to the photo size (its EXIF capture time and position kept): less to send from a
 * weak signal. A file the server would refuse (type, size) is refused here, with its words.
 * Returns the refusals.
 */
export async function addEvidenceFiles(
  kept: KeptInspection,
  itemId: string,
  files: readonly File[],
): Promise<string[]> {
  const refusals: string[] = [];
  const maxLongSide = photoSizeOf(kept);
  // One by one: the outbox keeps them in the order chosen, and resizing holds one bitmap at a time.
  for (const file of files) {
    const refusal = evidenceFileRefusal(file);
    if (refusal) {
      refusals.push(refusal);
      continue;
    }
    const prepared = await resizePhotoForUpload(file, maxLongSide);
    await enqueueChange(
      { kind: 'attach', inspectionId: kept.inspection.id, purpose: 'evidence', itemId },
      { blob: prepared, fileName: file.name, mime: prepared.type || evidenceMimeOf(file) },
    );
  }
  return refusals;
}

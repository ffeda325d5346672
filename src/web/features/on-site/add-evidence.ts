import { resizePhotoForUpload } from '@/web/lib/resize-photo';
import { enqueueChange, type KeptInspection } from '@/web/offline/api';
import { evidenceFileRefusal, evidenceMimeOf } from './evidence-file-check';

/**
 * The tenant's photo size as the bundle carries it (`photoMaxLongSidePx`, null for 'Keep
 * original'), or undefined when a bundle kept before it carried one: then the default applies
 * (devicePhotoLimit).
 */
function photoSizeOf(kept: KeptInspection): number | null | undefined {
  if (!('photoMaxLongSidePx' in kept)) return undefined;
  const value = kept.photoMaxLongSidePx;
  return value === null || typeof value === 'number' ? value : undefined;
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

/** The longest side of the preview kept beside a photo taken on the device. */
const THUMBNAIL_PX = 320;

/**
 * A small JPEG preview of a photo kept on the device, made once when it is taken: the on-site
 * page shows previews, and re-reading every kept full-size photo (4 MB each) from IndexedDB
 * each time the outbox changes made taking the 50th photo of a day take seconds. Null where
 * the browser cannot draw it (not an image, no canvas: the page then shows the file itself).
 */
export async function localThumbnail(blob: Blob): Promise<Blob | null> {
  if (!/^image\/(jpeg|png|webp)$/.test(blob.type) || typeof createImageBitmap !== 'function')
    return null;
  try {
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
    const scale = Math.min(1, THUMBNAIL_PX / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
  } catch {
    return null;
  }
}

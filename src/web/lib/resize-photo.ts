/**
 * Photos scaled down on the device before upload to the tenant's photo size (issue 32 point 6),
 * so a 4000 x 3000 phone photo costs about a third of the data on a weak connection. The server
 * applies the same limit to whatever arrives (fit-photo.ts), so this is a saving, never the
 * rule: anything that goes wrong here sends the original, silently.
 *
 * - JPEG: browser-image-compression draws the photo upright on a canvas and re-encodes it at
 *   quality 0.85, copying the original EXIF block (capture time, offset, GPS) with its
 *   orientation set to 1, since the pixels are now upright. It runs on this thread: the app's
 *   CSP allows no blob: workers, and the library's worker would load itself from a CDN.
 * - PNG: the canvas's own PNG encoder, which is lossless (the library would quantise colours).
 *
 * Both libraries load on the first photo over the limit, never with the page. A photo at or
 * below the limit, a document and an unknown type are sent unchanged.
 */

import { devicePhotoLimit } from '@/shared/evidence/photo-size';

/** Enough of a file to reach a JPEG's frame header behind a large EXIF block. */
const HEAD_BYTES = 512 * 1024;
const JPEG_QUALITY = 0.85;

type PixelSize = { width: number; height: number; type: 'jpg' | 'png' };

async function pixelSize(file: File): Promise<PixelSize | null> {
  const { imageSize } = await import('image-size');
  const read = async (blob: Blob) => imageSize(new Uint8Array(await blob.arrayBuffer()));
  const size = await read(file.slice(0, HEAD_BYTES)).catch(() => read(file));
  if (size.type !== 'jpg' && size.type !== 'png') return null;
  return { width: size.width, height: size.height, type: size.type };
}

async function resizeJpeg(file: File, maxLongSide: number): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxWidthOrHeight: maxLongSide,
    initialQuality: JPEG_QUALITY,
    fileType: 'image/jpeg',
    preserveExif: true,
    useWebWorker: false,
  });
}

async function resizePng(file: File, size: PixelSize, maxLongSide: number): Promise<Blob> {
  const scale = maxLongSide / Math.max(size.width, size.height);
  const bitmap = await createImageBitmap(file, {
    resizeWidth: Math.round(size.width * scale),
    resizeHeight: Math.round(size.height * scale),
    resizeQuality: 'high',
  });
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  canvas.width = 0;
  if (!blob) throw new Error('The browser could not encode the PNG');
  return blob;
}

async function resize(file: File, maxLongSide: number): Promise<File> {
  const size = await pixelSize(file);
  if (!size || Math.max(size.width, size.height) <= maxLongSide) return file;
  const blob =
    size.type === 'png'
      ? await resizePng(file, size, maxLongSide)
      : await resizeJpeg(file, maxLongSide);
  if (blob.size === 0) return file;
  const type = size.type === 'png' ? 'image/png' : 'image/jpeg';
  return new File([blob], file.name, { type, lastModified: file.lastModified });
}

// One photo at a time: each holds a decoded bitmap (48 MB for 12 megapixels) on a phone.
let turn: Promise<unknown> = Promise.resolve();

/**
 * The file to send: `file` scaled down to the photo size on its longest side when it is a JPEG
 * or PNG larger than that, otherwise (null: 'Keep original', a document, a failure) `file`.
 * `setting` is the tenant's photo size, undefined while it is not known (devicePhotoLimit).
 */
export function resizePhotoForUpload(
  file: File,
  setting: number | null | undefined,
): Promise<File> {
  const maxLongSide = devicePhotoLimit(setting);
  if (maxLongSide === null || !/^image\/(jpeg|png)$/.test(file.type)) return Promise.resolve(file);
  const result = turn.then(() => resize(file, maxLongSide).catch(() => file));
  turn = result;
  return result;
}

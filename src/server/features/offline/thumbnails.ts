import type { Readable } from 'node:stream';
import { StorageFileNotFoundError, type Storage } from '@/server/storage/storage';

/**
 * Thumbnails travel inside the bundle as `data:` URLs so the device shows them offline
 * without another request. They are small JPEGs (about 10 to 40 KB), but a window of
 * many inspections with many photos adds up: past this many bytes of thumbnails in one
 * bundle the rest come without (`thumbnailDataUrl: null`, `thumbnailsCapped: true`) and
 * the device shows the file's name instead (docs/offline-and-evidence.md).
 */
export const OFFLINE_THUMBNAIL_BUDGET_BYTES = 12 * 1024 * 1024;

export type ThumbnailBudget = { left: number; capped: boolean };

export function newThumbnailBudget(bytes = OFFLINE_THUMBNAIL_BUDGET_BYTES): ThumbnailBudget {
  return { left: bytes, capped: false };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The thumbnail as a data: URL, or null when there is none, it is gone, or the budget is spent. */
export async function thumbnailDataUrl(
  storage: Storage,
  key: string | null,
  budget: ThumbnailBudget,
): Promise<string | null> {
  if (!key || budget.left <= 0) {
    if (key) budget.capped = true;
    return null;
  }
  let bytes: Buffer;
  try {
    bytes = await readAll(await storage.getFile(key));
  } catch (error) {
    if (error instanceof StorageFileNotFoundError) return null;
    throw error;
  }
  if (bytes.length > budget.left) {
    budget.capped = true;
    budget.left = 0;
    return null;
  }
  budget.left -= bytes.length;
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

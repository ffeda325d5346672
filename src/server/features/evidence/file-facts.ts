import { createHash } from 'node:crypto';
import exifr from 'exifr';
import sharp from 'sharp';

// libvips' operation cache keeps decoded images around; evidence images are seen once.
sharp.cache(false);
// Two cores are shared with the database: one image at a time per request is plenty.
sharp.concurrency(1);

/**
 * At most two photos are decoded at a time in this process: twenty 4 MB
 * photos arriving at once would otherwise each hold a decoded 5-megapixel
 * bitmap (about 15 MB) together. The others wait their turn.
 */
const IMAGE_SLOTS = 2;
let busy = 0;
const waiting: (() => void)[] = [];
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= IMAGE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  busy += 1;
  try {
    return await work();
  } finally {
    busy -= 1;
    waiting.shift()?.();
  }
}

export type SniffedType = { kind: 'photo' | 'document'; mime: string; extension: string };

const startsWith = (buffer: Buffer, signature: readonly number[]) =>
  buffer.length >= signature.length && signature.every((byte, i) => buffer[i] === byte);

/**
 * The file's type from its bytes, never from its name or the browser's
 * Content-Type: JPEG, PNG or PDF, or null for anything else (a text file
 * renamed .jpg included). HEIC is refused: sharp's prebuilt libvips reads
 * HEIF containers but not their HEVC pictures (docs/evidence.md).
 */
export function sniffType(head: Buffer): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) {
    return { kind: 'photo', mime: 'image/jpeg', extension: 'jpg' };
  }
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'photo', mime: 'image/png', extension: 'png' };
  }
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return { kind: 'document', mime: 'application/pdf', extension: 'pdf' };
  }
  return null;
}

export function sha256Hex(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

export type PhotoFacts = {
  capturedAt: Date | null;
  latitude: number | null;
  longitude: number | null;
};

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** Minutes Europe/London is ahead of UTC at an instant (0 in winter, 60 in summer). */
function londonOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant) / 60000);
}

/**
 * EXIF times carry no zone. With OffsetTimeOriginal the offset is used;
 * without it the time is read as UK local time (every inspection is in the
 * UK), so a summer photo taken at 10:15 BST is 09:15 UTC.
 */
export function exifTimeToDate(raw: unknown, offset: unknown): Date | null {
  if (typeof raw !== 'string') return null;
  const match = EXIF_TIME.exec(raw.trim());
  if (!match) return null;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = match.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(wall) || y < 1990) return null;
  const zone = typeof offset === 'string' ? OFFSET.exec(offset.trim()) : null;
  if (zone) {
    const minutes = (Number(zone[2]) * 60 + Number(zone[3])) * (zone[1] === '-' ? -1 : 1);
    return new Date(wall - minutes * 60000);
  }
  const guess = wall - londonOffsetMinutes(wall) * 60000;
  return new Date(wall - londonOffsetMinutes(guess) * 60000);
}

/** Capture time and GPS position from the photo's EXIF; null for each missing part. */
export async function readPhotoFacts(body: Buffer): Promise<PhotoFacts> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(body, {
      tiff: true,
      exif: true,
      gps: true,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
      reviveValues: false,
      translateValues: false,
    })) as Record<string, unknown> | undefined;
  } catch {
    tags = undefined;
  }
  if (!tags) return { capturedAt: null, latitude: null, longitude: null };
  const capturedAt =
    exifTimeToDate(tags.DateTimeOriginal, tags.OffsetTimeOriginal) ??
    exifTimeToDate(tags.CreateDate, tags.OffsetTimeDigitized) ??
    exifTimeToDate(tags.ModifyDate, tags.OffsetTime);
  const latitude = toDegrees(tags.GPSLatitude, tags.GPSLatitudeRef, 'S');
  const longitude = toDegrees(tags.GPSLongitude, tags.GPSLongitudeRef, 'W');
  const position =
    latitude !== null &&
    longitude !== null &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
      ? { latitude, longitude }
      : { latitude: null, longitude: null };
  return { capturedAt, ...position };
}

function toDegrees(value: unknown, ref: unknown, negative: string): number | null {
  const parts = Array.isArray(value) ? value : typeof value === 'number' ? [value] : null;
  if (!parts || parts.length === 0 || !parts.every((p) => typeof p === 'number' && isFinite(p))) {
    return null;
  }
  const [deg = 0, min = 0, sec = 0] = parts as number[];
  const degrees = deg + min / 60 + sec / 3600;
  return typeof ref === 'string' && ref.trim().toUpperCase() === negative ? -degrees : degrees;
}

export const THUMBNAIL_SIZE = 320;

/**
 * A small JPEG of the photo, turned upright from its EXIF orientation, and
 * its original size. Throws when the bytes are not a readable image.
 */
export async function makeThumbnail(
  body: Buffer,
): Promise<{ thumbnail: Buffer; width: number; height: number }> {
  const image = sharp(body, { failOn: 'error', limitInputPixels: 100_000_000 });
  const meta = await image.metadata();
  const thumbnail = await image
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 72 })
    .toBuffer();
  const upright = (meta.orientation ?? 1) >= 5;
  return {
    thumbnail,
    width: (upright ? meta.height : meta.width) ?? 0,
    height: (upright ? meta.width : meta.height) ?? 0,
  };
}

import { createRequire } from 'node:module';
import sharp from 'sharp';

type Piexif = {
  ImageIFD: Record<string, number>;
  ExifIFD: Record<string, number>;
  GPSIFD: Record<string, number>;
  dump: (exif: Record<string, Record<number, unknown>>) => string;
  insert: (exifBytes: string, jpeg: string) => string;
};
// piexifjs ships no types and no ES module: loaded through require, typed here.
const piexif = createRequire(import.meta.url)('piexifjs') as Piexif;

const rational = (value: number, scale = 1): [number, number] => [Math.round(value * scale), scale];
const dms = (degrees: number) => {
  const abs = Math.abs(degrees);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = (abs - d - m / 60) * 3600;
  return [rational(d), rational(m), rational(s, 10000)];
};

export type PhotoOptions = {
  width?: number;
  height?: number;
  /** EXIF DateTimeOriginal, 'YYYY:MM:DD HH:MM:SS'. */
  takenAt?: string;
  gps?: { latitude: number; longitude: number };
  /** Gaussian noise makes big, hard-to-compress photos (the benchmark's 4 MB ones). */
  noise?: boolean;
  quality?: number;
  /** Changes the pixels so two photos never share a hash. */
  seed?: number;
};

/** A real JPEG made by sharp, with the EXIF a phone camera would write (piexifjs). */
export async function makeTestJpeg(options: PhotoOptions = {}): Promise<Buffer> {
  const width = options.width ?? 64;
  const height = options.height ?? 48;
  const seed = options.seed ?? 0;
  const base = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 120 },
      ...(options.noise ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 70 } } : {}),
    },
  });
  const jpeg = await base.jpeg({ quality: options.quality ?? 90 }).toBuffer();
  if (!options.takenAt && !options.gps) return jpeg;
  const zeroth: Record<number, unknown> = { [piexif.ImageIFD.Make!]: 'TestCam' };
  const exif: Record<number, unknown> = {};
  if (options.takenAt) exif[piexif.ExifIFD.DateTimeOriginal!] = options.takenAt;
  const gps: Record<number, unknown> = {};
  if (options.gps) {
    gps[piexif.GPSIFD.GPSLatitudeRef!] = options.gps.latitude < 0 ? 'S' : 'N';
    gps[piexif.GPSIFD.GPSLatitude!] = dms(options.gps.latitude);
    gps[piexif.GPSIFD.GPSLongitudeRef!] = options.gps.longitude < 0 ? 'W' : 'E';
    gps[piexif.GPSIFD.GPSLongitude!] = dms(options.gps.longitude);
  }
  const bytes = piexif.dump({ '0th': zeroth, Exif: exif, GPS: gps });
  return Buffer.from(piexif.insert(bytes, jpeg.toString('binary')), 'binary');
}

export async function makeTestPng(seed = 1): Promise<Buffer> {
  return sharp({
    create: {
      width: 40,
      height: 30,
      channels: 4,
      background: { r: seed, g: 10, b: 200, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
}

/**
 * The same JPEG with a unique comment segment (COM) right after its start-of-image marker: a
 * copy with its own SHA-256 (the server refuses the same bytes twice on an inspection) whose
 * pixels, EXIF and size stay the same. Benches send many photos without encoding each one.
 */
export function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const comment = Buffer.from(text, 'ascii');
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xfffe, 0);
  header.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, comment, jpeg.subarray(2)]);
}

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeThumbnail } from './file-facts';
import { NEAR_IDENTICAL_BITS, hammingDistance } from './photo-flag-rules';
import { NO_PHASH, perceptualHash } from './photo-hash';

/** A camera-sized JPEG with shapes, so different scenes have different structure. */
async function scene(shapes: string, width = 2000, height = 1500): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="#d8c9a3"/><stop offset="1" stop-color="#5a4a3a"/></linearGradient></defs>
    <rect width="400" height="300" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

const LOFT =
  '<rect x="40" y="60" width="120" height="180" fill="#f2e6c9"/><circle cx="300" cy="90" r="50" fill="#333"/><path d="M0 300 L200 120 L400 300 Z" fill="#8a6f4d"/>';
const WALL =
  '<rect x="0" y="0" width="400" height="140" fill="#2d2d2d"/><circle cx="90" cy="220" r="60" fill="#eeeeee"/><rect x="230" y="170" width="150" height="110" fill="#a33"/>';

const hashOf = async (jpeg: Buffer) => perceptualHash((await makeThumbnail(jpeg)).thumbnail);

describe('perceptual hash of evidence photos', () => {
  it('matches the same photo resized and recompressed', async () => {
    const original = await scene(LOFT);
    const smaller = await sharp(original).resize(800).jpeg({ quality: 55 }).toBuffer();
    const recompressed = await sharp(original).jpeg({ quality: 35 }).toBuffer();
    const [a, b, c] = await Promise.all([original, smaller, recompressed].map(hashOf));
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(a!, b!)).toBeLessThanOrEqual(NEAR_IDENTICAL_BITS);
    expect(hammingDistance(a!, c!)).toBeLessThanOrEqual(NEAR_IDENTICAL_BITS);
  });

  it('tells different photos apart', async () => {
    const [a, b] = await Promise.all([scene(LOFT), scene(WALL)].map(async (p) => hashOf(await p)));
    expect(hammingDistance(a!, b!)).toBeGreaterThan(NEAR_IDENTICAL_BITS * 3);
  });

  it('keeps no hash of a featureless picture (its bits would match every other one)', async () => {
    const black = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer();
    expect(await hashOf(black)).toBe(NO_PHASH);
  });
});

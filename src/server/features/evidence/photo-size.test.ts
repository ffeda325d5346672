import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { auditLog } from '@/server/db/schema/index';
import { createInspection } from '@/server/test-support/inspections';
import { createStaff } from '@/server/test-support/staff-and-inspections';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { readPhotoFacts } from './file-facts';
import type { EvidenceView } from './service';

type UploadReply = { stored: EvidenceView[]; refused: { status: number; error: string }[] };

let database: Database;
let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof createStaff>>;
let bearer = '';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  staff = await createStaff(database);
  const response = await app.inject(
    signInRequest(staff.inspector.email, 'password-1', { ip: '198.51.100.90' }),
  );
  bearer = `Bearer ${response.headers['set-auth-token'] as string}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const TAKEN_AT = '2026:07:14 10:15:30';
/** 10:15:30 at +01:00 (OffsetTimeOriginal) is 09:15:30 UTC. */
const TAKEN_AT_UTC = '2026-07-14T09:15:30.000Z';
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '51/1 30/1 2682/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '0/1 7/1 4020/100',
};
const LATITUDE = 51 + 30 / 60 + 26.82 / 3600;
const LONGITUDE = -(7 / 60 + 40.2 / 3600);

/** A phone-like photo made by sharp with its EXIF capture time, offset and GPS position. */
function photo(width: number, height: number, seed: number, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: seed * 40, g: 120, b: 160 },
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  }).withExif({
    IFD0: { Make: 'TestCam', Model: `Seed ${seed}` },
    IFD2: { DateTimeOriginal: TAKEN_AT, OffsetTimeOriginal: '+01:00' },
    IFD3: GPS,
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

async function attach(inspectionId: string, bytes: Buffer, name: string) {
  const data = new FormData();
  data.append('files', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  const response = await app.inject({
    method: 'POST',
    url: `/api/inspections/${inspectionId}/evidence?itemId=CWI.PHOTO-PRE-1`,
    headers: {
      authorization: bearer,
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json<UploadReply>() };
}

async function storedFile(evidenceId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/evidence/${evidenceId}/file`,
    headers: { authorization: bearer },
  });
  return response.rawPayload;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const newInspection = () =>
  createInspection(database.db, {
    inspectorUserId: staff.inspector.id,
    inspectorName: 'Tom Hughes',
    status: 'PENDING',
    measureType: 'INSULATION',
    measureCode: 'CWI',
    measureLabel: 'CWI Cavity Wall Insulation',
  });

const setLimit = (maxLongSidePx: number | null) =>
  callerFor(database.db, staff.admin).settings.photoSize.save({ maxLongSidePx });

describe('photo size setting', () => {
  it('defaults to 2,560 px, readable by anyone signed in, changed only by an administrator', async () => {
    expect(await callerFor(database.db, staff.inspector).settings.photoSize.get()).toEqual({
      maxLongSidePx: 2560,
    });
    await expect(
      callerFor(database.db, staff.inspector).settings.photoSize.save({ maxLongSidePx: 4000 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      callerFor(database.db, staff.coordinator).settings.photoSize.save({ maxLongSidePx: 4000 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a size outside 800-8,000 px, a fraction and an unknown key; audits a change', async () => {
    for (const bad of [799, 8001, 1200.5, 0, -2560]) {
      await expect(setLimit(bad)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(setLimit(799)).rejects.toThrow('Longest side must be between 800 and 8,000 px');
    await expect(
      callerFor(database.db, staff.admin).settings.photoSize.save({
        maxLongSidePx: 2000,
        quality: 50,
      } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    expect(await setLimit(800)).toEqual({ maxLongSidePx: 800 });
    expect(await setLimit(8000)).toEqual({ maxLongSidePx: 8000 });
    expect(await setLimit(null)).toEqual({ maxLongSidePx: null });
    expect(await setLimit(2560)).toEqual({ maxLongSidePx: 2560 });
    const rows = await database.db
      .select({ details: auditLog.details, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'setting'), eq(auditLog.resourceId, 'photoSize')))
      .orderBy(desc(auditLog.createdAt));
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.details)).toContainEqual({
      previous: { maxLongSidePx: null },
      value: { maxLongSidePx: 2560 },
    });
    expect(rows.every((r) => r.userId === staff.admin.id)).toBe(true);
  });
});

describe('photos stored at the tenant photo size', () => {
  it('stores a 4000x3000 JPEG at 2560x1920 with the same capture time and position', async () => {
    const inspection = await newInspection();
    const original = await photo(4000, 3000, 1);
    const result = await attach(inspection.id, original, 'wall.jpg');
    expect(result.status).toBe(201);
    const row = result.body.stored[0]!;
    expect(row).toMatchObject({ width: 2560, height: 1920, capturedAt: TAKEN_AT_UTC });
    expect(row.latitude).toBeCloseTo(LATITUDE, 6);
    expect(row.longitude).toBeCloseTo(LONGITUDE, 6);
    expect(row.size).toBeLessThan(original.length);

    // The stored bytes are what the row describes: its size, SHA-256, pixels and EXIF.
    const stored = await storedFile(row.id);
    expect(stored.length).toBe(row.size);
    expect(sha256(stored)).toBe(row.sha256);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2560, 1920]);
    const facts = await readPhotoFacts(stored);
    expect(facts.capturedAt?.toISOString()).toBe(TAKEN_AT_UTC);
    expect(facts.latitude).toBeCloseTo(LATITUDE, 6);

    const [audit] = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, inspection.id), eq(auditLog.action, 'attach_evidence')));
    expect(audit?.details).toMatchObject({
      size: row.size,
      sha256: row.sha256,
      resizedFrom: { width: 4000, height: 3000, size: original.length },
    });

    // The same photo sent again is resized to the same bytes and refused as a duplicate.
    const again = await attach(inspection.id, original, 'wall-again.jpg');
    expect(again.status).toBe(409);
  });

  it('fits a portrait photo and a PNG by their longest side, and keeps a photo at the limit as sent', async () => {
    const inspection = await newInspection();
    const portrait = await attach(inspection.id, await photo(1500, 3000, 2), 'tall.jpg');
    expect(portrait.body.stored[0]).toMatchObject({
      width: 1280,
      height: 2560,
      mime: 'image/jpeg',
    });

    const png = await attach(inspection.id, await photo(3000, 1000, 3, 'png'), 'plan.png');
    expect(png.body.stored[0]).toMatchObject({ width: 2560, height: 853, mime: 'image/png' });

    const atLimit = await photo(2560, 1440, 4);
    const kept = await attach(inspection.id, atLimit, 'limit.jpg');
    expect(kept.body.stored[0]).toMatchObject({ width: 2560, sha256: sha256(atLimit) });
    expect(kept.body.stored[0]?.size).toBe(atLimit.length);
  });

  it("with 'Keep original' stores the photo exactly as sent", async () => {
    await setLimit(null);
    try {
      const inspection = await newInspection();
      const original = await photo(4000, 3000, 5);
      const result = await attach(inspection.id, original, 'as-taken.jpg');
      const row = result.body.stored[0]!;
      expect(row).toMatchObject({ width: 4000, height: 3000, capturedAt: TAKEN_AT_UTC });
      expect(row.size).toBe(original.length);
      expect(row.sha256).toBe(sha256(original));
      expect((await storedFile(row.id)).equals(original)).toBe(true);
    } finally {
      await setLimit(2560);
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '@/shared/format';
import type { Database } from '@/server/db/client';
import { answerEveryQuestion } from '@/server/test-support/checklist-answers';
import { makeTestJpeg, makeTestPng } from '@/server/test-support/evidence-photos';
import { createInstaller, createInstallerUser } from '@/server/test-support/installers';
import { createStaff } from '@/server/test-support/staff-and-inspections';
import { buildTestApp, TEST_BASE_URL } from '@/server/test-support/test-app';
import { openTestDatabase } from '@/server/test-support/test-database';
import type { TestUser } from '@/server/test-support/test-caller';
import { signIn } from '@/server/test-support/trpc-over-http';
import { TEST_PASSWORD } from '@/server/test-support/users';
import { STATUS_VERSION_MESSAGE } from './apply';
import { UPLOAD_NOT_FOUND } from './apply-attach';
import { removeStaleUploads } from './upload-cleanup';
import { assignedInspection, newKey, offlineCaller, services, storedUpload } from './test-kit';

let database: Database;
let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof createStaff>>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { services });
  staff = await createStaff(database);
  for (const [who, user] of Object.entries(staff))
    cookies[who] = (await signIn(app, user.email, TEST_PASSWORD)).cookie;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const b64 = (text: string) => Buffer.from(text).toString('base64');
const TUS = { 'tus-resumable': '1.0.0', origin: TEST_BASE_URL };

function create(cookie: string, size: number, metadata: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...TUS,
      cookie,
      'upload-length': String(size),
      'upload-metadata': Object.entries(metadata)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
    },
  });
}

const patch = (cookie: string, location: string, offset: number, body: Buffer) =>
  app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...TUS,
      cookie,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  });

const head = (cookie: string, location: string) =>
  app.inject({ method: 'HEAD', url: location, headers: { ...TUS, cookie } });

type AttachChange = {
  kind: 'attach';
  inspectionId: string;
  purpose: 'evidence';
  itemId: string;
  uploadId: string;
};

/**
 * Sends half the photo, checks HEAD gives that offset and that nobody else may see, continue
 * or attach the upload (nor its owner attach it unfinished), then sends the rest from there.
 */
async function sendInTwoHalves(location: string, photo: Buffer, attach: AttachChange) {
  const half = Math.floor(photo.length / 2);
  const first = await patch(cookies.inspector!, location, 0, photo.subarray(0, half));
  expect(first.statusCode).toBe(204);
  const resumed = await head(cookies.inspector!, location);
  expect(resumed.statusCode).toBe(200);
  expect(resumed.headers['upload-offset']).toBe(String(half));
  expect((await head(cookies.otherInspector!, location)).statusCode).toBe(404);
  const theirs = await patch(cookies.otherInspector!, location, half, photo.subarray(half));
  expect(theirs.statusCode).toBe(404);
  const apply = (user: TestUser) =>
    offlineCaller(database, user).offline.applyChange({ key: newKey(), change: attach });
  await expect(apply(staff.inspector)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  const done = await patch(cookies.inspector!, location, half, photo.subarray(half));
  expect(done.headers['upload-offset']).toBe(String(photo.length));
  await expect(apply(staff.otherInspector)).rejects.toMatchObject({ code: 'NOT_FOUND' });
}

describe('/api/uploads (tus)', () => {
  it('resumes an upload interrupted half-way from its offset, then attaches it once', async () => {
    const { inspection, photoItem } = await assignedInspection(database, staff.inspector);
    const photo = await makeTestJpeg({ width: 320, height: 240, noise: true });
    const created = await create(cookies.inspector!, photo.length, {
      inspectionId: inspection.id,
      filename: 'loft.jpg',
    });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    const attach: AttachChange = {
      kind: 'attach',
      inspectionId: inspection.id,
      purpose: 'evidence',
      itemId: photoItem.itemId,
      uploadId: location,
    };
    await sendInTwoHalves(location, photo, attach);

    const key = newKey();
    const caller = offlineCaller(database, staff.inspector);
    const applied = await caller.offline.applyChange({ key, change: attach });
    expect(applied).toMatchObject({
      status: 'applied',
      replayed: false,
      result: { evidence: { fileName: 'loft.jpg', kind: 'photo', itemId: photoItem.itemId } },
    });
    expect(await caller.offline.applyChange({ key, change: attach })).toMatchObject({
      replayed: true,
    });
    const listed = await caller.evidence.list({ inspectionId: inspection.id });
    expect(listed.files.map((f) => f.fileName)).toEqual(['loft.jpg']);
    // The upload is gone once attached; the bundle carries the photo's thumbnail inline.
    expect((await head(cookies.inspector!, location)).statusCode).toBe(404);
    await expect(
      caller.offline.applyChange({ key: newKey(), change: attach }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: UPLOAD_NOT_FOUND,
    });
    const kept = (await caller.offline.bundle()).inspections.find(
      (k) => k.inspection.id === inspection.id,
    );
    expect(kept!.evidence.files[0]!.thumbnailDataUrl).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('refuses no session, an installer, bad metadata and files over the limit', async () => {
    const { inspection } = await assignedInspection(database, staff.inspector);
    const metadata = { inspectionId: inspection.id, filename: 'a.jpg' };
    expect((await create('', 10, metadata)).statusCode).toBe(401);
    const installer = await createInstaller(database.db);
    const portalUser = await createInstallerUser(database.db, installer.id, {
      email: 'ina@tus.test',
    });
    const portalCookie = (await signIn(app, portalUser.email, TEST_PASSWORD)).cookie;
    expect((await create(portalCookie, 10, metadata)).statusCode).toBe(403);
    const noInspection = await create(cookies.inspector!, 10, { filename: 'a.jpg' });
    expect(noInspection.statusCode).toBe(400);
    expect(noInspection.body).toContain('The upload must name its inspection');
    const others = await assignedInspection(database, staff.otherInspector);
    const hidden = await create(cookies.inspector!, 10, {
      ...metadata,
      inspectionId: others.inspection.id,
    });
    expect(hidden.statusCode).toBe(404);
    expect((await create(cookies.inspector!, 21 * 1024 * 1024, metadata)).statusCode).toBe(413);
  });
});

describe('offline.applyChange: completing with the version the device kept', () => {
  it('answers, visit start and files do not move the version, so the status change applies', async () => {
    const { inspection } = await assignedInspection(database, staff.inspector);
    const caller = offlineCaller(database, staff.inspector);
    const kept = (await caller.offline.bundle()).inspections.find(
      (k) => k.inspection.id === inspection.id,
    )!;
    await answerEveryQuestion(database.db, staff.inspector, inspection.id);
    await caller.offline.applyChange({
      key: newKey(),
      change: {
        kind: 'visitStart',
        inspectionId: inspection.id,
        recordedAt: new Date().toISOString(),
        position: { status: 'denied' },
      },
    });
    const png = await makeTestPng(7);
    const uploadId = await storedUpload(services.uploads, staff.inspector, png, {
      inspectionId: inspection.id,
      filename: 'signature.png',
    });
    await caller.offline.applyChange({
      key: newKey(),
      change: {
        kind: 'attach',
        inspectionId: inspection.id,
        purpose: 'signature',
        itemId: null,
        uploadId,
      },
    });
    const status = {
      kind: 'status' as const,
      id: inspection.id,
      status: 'PASSED' as const,
      completedDate: todayInLondon(),
    };
    await expect(
      caller.offline.applyChange({ key: newKey(), change: status }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: STATUS_VERSION_MESSAGE });
    const completed = await caller.offline.applyChange({
      key: newKey(),
      change: {
        kind: 'status',
        id: inspection.id,
        status: 'PASSED',
        completedDate: todayInLondon(),
        completionNotes: 'Completed on site',
        expectedVersion: kept.inspection.version,
      },
    });
    expect(completed).toMatchObject({ status: 'applied', result: { status: 'PASSED' } });
  });
});

describe('stale uploads', () => {
  it('removes unfinished uploads after 48 hours and unattached finished ones after 7 days', async () => {
    const body = Buffer.from('0123456789');
    const meta = { inspectionId: '00000000-0000-4000-8000-000000000000', filename: 'x.pdf' };
    const unfinished = await storedUpload(services.uploads, staff.inspector, body, meta, 4);
    const finished = await storedUpload(services.uploads, staff.inspector, body, meta);
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
    expect(await removeStaleUploads(services.uploads, hours(47))).toBe(0);
    expect(await removeStaleUploads(services.uploads, hours(49))).toBe(1);
    await expect(services.uploads.getUpload(unfinished)).rejects.toBeDefined();
    expect((await services.uploads.getUpload(finished)).offset).toBe(10);
    expect(await removeStaleUploads(services.uploads, hours(7 * 24 + 1))).toBe(1);
  });
});

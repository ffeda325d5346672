import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CAPTURE_TIME_FLAG, NO_LOCATION_FLAG } from '@/shared/evidence/catalogue';
import type { InspectionStatus } from '@/shared/inspections/statuses';
import type { Database } from '@/server/db/client';
import { auditLog, inspectionEvidence } from '@/server/db/schema/index';
import { answerEveryQuestion } from '@/server/test-support/checklist-answers';
import { makeTestJpeg, makeTestPng } from '@/server/test-support/evidence-photos';
import { createStaff, type User } from '@/server/test-support/staff-and-inspections';
import { createInspection } from '@/server/test-support/inspections';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { canonicalJson } from './canonical-json';
import { exifTimeToDate, sniffType } from './file-facts';
import { answersSection, photoSize } from './report-pdf';
import type { EvidenceView } from './service';

type UploadReply = {
  stored: EvidenceView[];
  refused: { fileName: string; status: number; error: string }[];
  error?: string;
};

let database: Database;
let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof createStaff>>;
const auth = new Map<string, Record<string, string>>();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  staff = await createStaff(database);
  for (const [i, user] of Object.values(staff).entries()) {
    const response = await app.inject(
      signInRequest(user.email, 'password-1', { ip: `198.51.100.${i + 40}` }),
    );
    auth.set(user.id, {
      authorization: `Bearer ${response.headers['set-auth-token'] as string}`,
    });
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type FilePart = { bytes: Buffer; name: string };

async function form(files: FilePart[]) {
  const data = new FormData();
  for (const f of files) data.append('files', new Blob([new Uint8Array(f.bytes)]), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function attach(user: User, inspectionId: string, itemId: string, files: FilePart[]) {
  const body = await form(files);
  const response = await app.inject({
    method: 'POST',
    url: `/api/inspections/${inspectionId}/evidence?itemId=${encodeURIComponent(itemId)}`,
    headers: { ...auth.get(user.id), origin: TEST_BASE_URL, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json<UploadReply>() };
}

async function sign(user: User, inspectionId: string, png: Buffer) {
  const body = await form([{ bytes: png, name: 'signature.png' }]);
  return app.inject({
    method: 'POST',
    url: `/api/inspections/${inspectionId}/signature`,
    headers: { ...auth.get(user.id), origin: TEST_BASE_URL, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const get = (user: User, url: string) =>
  app.inject({ method: 'GET', url, headers: auth.get(user.id) });

const assigned = (overrides: Parameters<typeof createInspection>[1] = {}) =>
  createInspection(database.db, {
    inspectorUserId: staff.inspector.id,
    inspectorName: 'Tom Hughes',
    status: 'PENDING',
    // Evidence goes to items of the inspection's checklist: CWI's (CWI.1, CWI.DOC-1, ...).
    measureType: 'INSULATION',
    measureCode: 'CWI',
    measureLabel: 'CWI Cavity Wall Insulation',
    ...overrides,
  });

describe('evidence upload', () => {
  it('reads capture time and GPS back exactly; a photo without them is flagged; a thumbnail is made', async () => {
    const inspection = await assigned();
    const withExif = await makeTestJpeg({
      width: 800,
      height: 600,
      takenAt: '2026:07:14 10:15:30',
      gps: { latitude: 51.501364, longitude: -0.14189 },
      seed: 1,
    });
    const plain = await makeTestJpeg({ seed: 2 });
    const result = await attach(staff.inspector, inspection.id, 'CWI.PHOTO-PRE-1', [
      { bytes: withExif, name: 'front.jpg' },
      { bytes: plain, name: 'side.jpg' },
    ]);
    expect(result.status).toBe(201);
    const [front, side] = result.body.stored as [EvidenceView, EvidenceView];
    // 10:15:30 in British Summer Time is 09:15:30 UTC.
    expect(front.capturedAt).toBe('2026-07-14T09:15:30.000Z');
    expect(front.latitude).toBeCloseTo(51.501364, 6);
    expect(front.longitude).toBeCloseTo(-0.14189, 6);
    expect(front).toMatchObject({ kind: 'photo', mime: 'image/jpeg', width: 800, height: 600 });
    expect(front.size).toBe(withExif.length);
    expect(side).toMatchObject({ capturedAt: null, latitude: null, longitude: null });

    // The original comes back byte for byte; the thumbnail is a small JPEG.
    const original = await get(staff.inspector, `/api/evidence/${front.id}/file`);
    expect(original.statusCode).toBe(200);
    expect(Buffer.compare(original.rawPayload, withExif)).toBe(0);
    const thumb = await get(staff.inspector, `/api/evidence/${front.id}/thumbnail`);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.rawPayload.length).toBeLessThan(withExif.length);

    const list = await callerFor(database.db, staff.inspector).evidence.list({
      inspectionId: inspection.id,
    });
    expect(list.files.map((f) => f.fileName)).toEqual(['front.jpg', 'side.jpg']);
    expect(list.mayWithdraw).toBe(false);
    expect([NO_LOCATION_FLAG, NO_CAPTURE_TIME_FLAG]).toEqual(['No location', 'No capture time']);

    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, inspection.id), eq(auditLog.action, 'attach_evidence')));
    expect(audits).toHaveLength(2);
  });

  it('marks the checklist item Provided, and refuses an item the checklist does not have', async () => {
    const inspection = await assigned();
    const caller = callerFor(database.db, staff.inspector);
    const statusOf = async (itemId: string) =>
      (await caller.checklists.forInspection({ inspectionId: inspection.id })).items.find(
        (i) => i.itemId === itemId,
      )?.status;
    expect(await statusOf('CWI.DOC-2')).toBe('Pending');
    const ok = await attach(staff.inspector, inspection.id, 'CWI.DOC-2', [
      { bytes: await makeTestPng(11), name: 'cert.png' },
    ]);
    expect(ok.status).toBe(201);
    expect(await statusOf('CWI.DOC-2')).toBe('Provided');

    const unknown = await attach(staff.inspector, inspection.id, 'CWI.DOC-99', [
      { bytes: await makeTestPng(12), name: 'stray.png' },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(
      "CWI.DOC-99 is not an item of this inspection's checklist. Choose one of its items.",
    );
    const list = await caller.evidence.list({ inspectionId: inspection.id });
    expect(list.files.map((f) => f.fileName)).toEqual(['cert.png']);
  });

  it('accepts PNG photos and PDF documents', async () => {
    const inspection = await assigned();
    const result = await attach(staff.inspector, inspection.id, 'CWI.DOC-1', [
      { bytes: await makeTestPng(5), name: 'label.png' },
      { bytes: Buffer.from('%PDF-1.7\n% certificate\n%%EOF\n'), name: 'cert.pdf' },
    ]);
    expect(result.status).toBe(201);
    expect(
      result.body.stored.map((f: { kind: string; hasThumbnail: boolean }) => [
        f.kind,
        f.hasThumbnail,
      ]),
    ).toEqual([
      ['photo', true],
      ['document', false],
    ]);
  });

  it('detects the same file twice on an inspection by its hash and does not store it again', async () => {
    const inspection = await assigned();
    const photo = await makeTestJpeg({ seed: 7 });
    expect(
      (await attach(staff.inspector, inspection.id, 'CWI.1', [{ bytes: photo, name: 'a.jpg' }]))
        .status,
    ).toBe(201);
    const again = await attach(staff.inspector, inspection.id, 'CWI.2', [
      { bytes: photo, name: 'copy.jpg' },
    ]);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      'copy.jpg is already attached to this inspection under CWI.1 as a.jpg; it was not stored again.',
    );
    const rows = await database.db
      .select()
      .from(inspectionEvidence)
      .where(eq(inspectionEvidence.inspectionId, inspection.id));
    expect(rows).toHaveLength(1);
    // Another inspection may hold the same photo.
    const other = await assigned();
    expect(
      (await attach(staff.inspector, other.id, 'CWI.1', [{ bytes: photo, name: 'a.jpg' }])).status,
    ).toBe(201);
  });

  it('refuses a file renamed to .jpg that is not an image (415) and one that is not on the checklist', async () => {
    const inspection = await assigned();
    const fake = await attach(staff.inspector, inspection.id, 'CWI.1', [
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'photo.jpg' },
    ]);
    expect(fake.status).toBe(415);
    expect(fake.body.error).toBe(
      'photo.jpg is not a JPEG or PNG photo or a PDF document. Only JPEG, PNG and PDF files can be attached.',
    );
    const broken = await attach(staff.inspector, inspection.id, 'CWI.1', [
      { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), name: 'cut.jpg' },
    ]);
    expect(broken.status).toBe(415);
    const badItem = await attach(staff.inspector, inspection.id, 'cwi one', [
      { bytes: await makeTestJpeg({ seed: 9 }), name: 'x.jpg' },
    ]);
    expect(badItem.status).toBe(400);
    const rows = await database.db
      .select()
      .from(inspectionEvidence)
      .where(eq(inspectionEvidence.inspectionId, inspection.id));
    expect(rows).toHaveLength(0);
  });

  it('an inspector attaches only to inspections they may see; other tenants and strangers get 404', async () => {
    const inspection = await assigned();
    const photo = await makeTestJpeg({ seed: 11 });
    const denied = await attach(staff.otherInspector, inspection.id, 'CWI.1', [
      { bytes: photo, name: 'a.jpg' },
    ]);
    expect(denied.status).toBe(404);
    const ok = await attach(staff.coordinator, inspection.id, 'CWI.1', [
      { bytes: photo, name: 'a.jpg' },
    ]);
    expect(ok.status).toBe(201);
    const id = ok.body.stored[0]!.id;
    expect((await get(staff.otherInspector, `/api/evidence/${id}/file`)).statusCode).toBe(404);
    await expect(
      callerFor(database.db, staff.otherInspector).evidence.list({ inspectionId: inspection.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('evidence on a tenant-added checklist item', () => {
  it('is accepted on an inspection pinned to the new catalogue version, counted and Provided; an older inspection refuses it', async () => {
    const older = await assigned();
    const inspectorCaller = callerFor(database.db, staff.inspector);
    const before = await inspectorCaller.checklists.forInspection({ inspectionId: older.id });
    const added = await callerFor(database.db, staff.admin).checklists.addItem({
      family: 'CWI',
      kind: 'photo',
      stage: 'post',
      label: 'Thermal image of the filled wall',
    });
    expect(added.version).toBe(before.version + 1);
    expect(added.itemId).toMatch(/^CWI\.PHOTO-POST-\d+$/);

    const fresh = await assigned();
    const itemOf = async (inspectionId: string) => {
      const checklist = await inspectorCaller.checklists.forInspection({ inspectionId });
      return {
        version: checklist.version,
        item: checklist.items.find((i) => i.itemId === added.itemId),
      };
    };
    expect(await itemOf(fresh.id)).toMatchObject({
      version: added.version,
      item: { label: 'Thermal image of the filled wall', status: 'Pending', evidenceCount: 0 },
    });

    // Two photos at once on the new item: stored, counted, and the item is Provided.
    const result = await attach(staff.inspector, fresh.id, added.itemId, [
      { bytes: await makeTestJpeg({ seed: 41 }), name: 'thermal-1.jpg' },
      { bytes: await makeTestJpeg({ seed: 42 }), name: 'thermal-2.jpg' },
    ]);
    expect(result.status).toBe(201);
    expect(result.body.stored.map((f) => f.itemId)).toEqual([added.itemId, added.itemId]);
    expect((await itemOf(fresh.id)).item).toMatchObject({ status: 'Provided', evidenceCount: 2 });

    // A withdrawn file no longer counts; the status stays.
    await callerFor(database.db, staff.admin).evidence.withdraw({
      id: result.body.stored[0]!.id,
      reason: 'Wrong wall',
    });
    expect((await itemOf(fresh.id)).item).toMatchObject({ status: 'Provided', evidenceCount: 1 });

    // The inspection pinned to the older version does not have the item.
    expect((await itemOf(older.id)).item).toBeUndefined();
    const refused = await attach(staff.inspector, older.id, added.itemId, [
      { bytes: await makeTestJpeg({ seed: 43 }), name: 'thermal-3.jpg' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      `${added.itemId} is not an item of this inspection's checklist. Choose one of its items.`,
    );
  });
});

describe('evidence is kept', () => {
  it('through every inspection status change', async () => {
    const inspection = await assigned();
    const photo = await makeTestJpeg({ seed: 21 });
    await attach(staff.inspector, inspection.id, 'CWI.PHOTO-POST-1', [
      { bytes: photo, name: 'p.jpg' },
    ]);
    const path: InspectionStatus[] = [
      'IN_PROGRESS',
      'REQUIRES_FOLLOW_UP',
      'IN_PROGRESS',
      'PENDING',
      'FAILED',
    ];
    const coordinator = callerFor(database.db, staff.coordinator);
    // Completing needs every question answered and the signature (decision 012).
    await answerEveryQuestion(database.db, staff.inspector, inspection.id);
    expect((await sign(staff.inspector, inspection.id, await makeTestPng(22))).statusCode).toBe(
      201,
    );
    let version = inspection.version;
    for (const status of path) {
      const updated = await coordinator.inspection.updateInspectionStatus({
        id: inspection.id,
        status,
        completedDate: status === 'FAILED' ? '2026-11-20' : undefined,
        expectedVersion: version,
      });
      version = updated.version;
      const list = await coordinator.evidence.list({ inspectionId: inspection.id });
      expect(list.files.map((f) => [f.fileName, f.withdrawnAt])).toEqual([['p.jpg', null]]);
    }
  });

  it('is withdrawn only with evidence:withdraw and a reason, and stays listed and audited', async () => {
    const inspection = await assigned();
    const up = await attach(staff.inspector, inspection.id, 'CWI.1', [
      { bytes: await makeTestJpeg({ seed: 31 }), name: 'blurry.jpg' },
    ]);
    const id = up.body.stored[0]!.id;
    await expect(
      callerFor(database.db, staff.inspector).evidence.withdraw({ id, reason: 'Blurred' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const coordinator = callerFor(database.db, staff.coordinator);
    await expect(coordinator.evidence.withdraw({ id, reason: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const withdrawn = await coordinator.evidence.withdraw({ id, reason: 'Blurred, retaken' });
    expect(withdrawn).toMatchObject({
      withdrawReason: 'Blurred, retaken',
      withdrawnByName: 'Cora Ord',
    });
    const list = await coordinator.evidence.list({ inspectionId: inspection.id });
    expect(list.files).toHaveLength(1);
    expect(list.files[0]!.withdrawnAt).not.toBeNull();
    expect(list.mayWithdraw).toBe(true);
    // The file itself is still there.
    expect((await get(staff.coordinator, `/api/evidence/${id}/file`)).statusCode).toBe(200);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, inspection.id), eq(auditLog.action, 'withdraw_evidence')));
    expect(audit?.details).toMatchObject({ evidenceId: id, reason: 'Blurred, retaken' });
    await expect(coordinator.evidence.withdraw({ id, reason: 'again' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('inspection report', () => {
  it('is a PDF with the failed items first, evidence, signature and the verification code', async () => {
    const inspection = await assigned({
      measureCode: 'CWI',
      measureLabel: 'CWI Cavity Wall Insulation',
      qmpCert: 'QMP-778899',
      answers: {
        cwiCavityFullyFilled: 'Pass',
        cwiWallCondition: 'Fail',
        cwiDrillPattern: 'Fail',
      },
    });
    await attach(staff.inspector, inspection.id, 'CWI.PHOTO-PRE-1', [
      {
        bytes: await makeTestJpeg({
          width: 400,
          height: 300,
          seed: 41,
          takenAt: '2026:11:20 11:05:00',
          gps: { latitude: 53.480759, longitude: -2.242631 },
        }),
        name: 'elevation.jpg',
      },
      { bytes: await makeTestJpeg({ seed: 42 }), name: 'no-exif.jpg' },
    ]);
    // An item answered on the checklist prints with its severity and comment.
    await callerFor(database.db, staff.inspector).checklists.answer({
      inspectionId: inspection.id,
      itemId: 'CWI.DOC-1',
      answer: 'Fail',
      severity: 'Major',
      comment: 'Certificate out of date',
    });
    const signed = await sign(staff.inspector, inspection.id, await makeTestPng(9));
    expect(signed.statusCode).toBe(201);
    // A signature must be a PNG.
    expect(
      (await sign(staff.inspector, inspection.id, await makeTestJpeg({ seed: 43 }))).statusCode,
    ).toBe(415);

    const response = await get(staff.inspector, `/api/inspections/${inspection.id}/report`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const code = response.headers['x-verification-code'] as string;
    expect(code).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(inspection.reference);
    expect(text).toContain('QMP-778899');
    expect(text).toContain('Inspector Tom Hughes');
    expect(text).toContain(code);
    expect(text).toContain('Wall Condition');
    expect(text).toContain('Drill Pattern');
    expect(text).toContain('Certificate out of date');
    expect(text).toContain('Major');
    expect(text.indexOf('Certificate out of date')).toBeLessThan(
      text.indexOf('Cavity Fully Filled'),
    );
    // Failed items come before the passed one.
    expect(text.indexOf('Wall Condition')).toBeLessThan(text.indexOf('Cavity Fully Filled'));
    expect(text.indexOf('Drill Pattern')).toBeLessThan(text.indexOf('Cavity Fully Filled'));
    expect(text).toContain('53.480759, -2.242631');
    expect(text).toContain('No location');
    expect(text).toContain('No capture time');
    expect(text).toContain('Signed by Tom Hughes');

    // The same record gives the same code; a change to it gives another.
    const again = await get(staff.inspector, `/api/inspections/${inspection.id}/report`);
    expect(again.headers['x-verification-code']).toBe(code);
    await attach(staff.inspector, inspection.id, 'CWI.PHOTO-POST-1', [
      { bytes: await makeTestJpeg({ seed: 44 }), name: 'after.jpg' },
    ]);
    const changed = await get(staff.inspector, `/api/inspections/${inspection.id}/report`);
    expect(changed.headers['x-verification-code']).not.toBe(code);

    expect(
      (await get(staff.otherInspector, `/api/inspections/${inspection.id}/report`)).statusCode,
    ).toBe(404);
  });

  it('orders failed answers first in the answers section, and canonical JSON sorts keys', () => {
    const section = answersSection([
      { itemId: 'CWI.1', label: 'A', answer: 'Pass', severity: null, comment: null },
      { itemId: 'CWI.2', label: 'B', answer: 'Fail', severity: 'Major', comment: 'gap' },
    ]) as { table: { body: unknown[][] } };
    expect(section.table.body[1]![0]).toBe('CWI.2');
    // Photos print at an exact size inside 150 x 110 pt, so their captions start below them.
    expect(photoSize(800, 600)).toEqual({ width: 147, height: 110 });
    expect(photoSize(1200, 400)).toEqual({ width: 150, height: 50 });
    expect(photoSize(null, null)).toEqual({ width: 150, height: 110 });
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
  });
});

describe('file facts', () => {
  it('reads EXIF times as UK local time unless an offset is given', () => {
    expect(exifTimeToDate('2026:01:14 10:15:30', undefined)?.toISOString()).toBe(
      '2026-01-14T10:15:30.000Z',
    );
    expect(exifTimeToDate('2026:07:14 10:15:30', undefined)?.toISOString()).toBe(
      '2026-07-14T09:15:30.000Z',
    );
    expect(exifTimeToDate('2026:07:14 10:15:30', '+02:00')?.toISOString()).toBe(
      '2026-07-14T08:15:30.000Z',
    );
    expect(exifTimeToDate('0000:00:00 00:00:00', undefined)).toBeNull();
    expect(exifTimeToDate('yesterday', undefined)).toBeNull();
  });

  it('decides the type from the bytes only', () => {
    expect(sniffType(Buffer.from('%PDF-1.4'))?.mime).toBe('application/pdf');
    expect(sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.mime).toBe(
      'image/png',
    );
    // HEIC (ftypheic) is not accepted.
    expect(sniffType(Buffer.from('\0\0\0\x18ftypheic', 'latin1'))).toBeNull();
    expect(sniffType(Buffer.from('GIF89a'))).toBeNull();
  });
});

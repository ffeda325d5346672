import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVIDENCE_ZIP_MAX_FILES,
  EVIDENCE_ZIP_MAX_INSPECTIONS,
  tooManyFilesMessage,
  tooManyInspectionsMessage,
} from '@/shared/evidence/bulk-download';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Database } from '@/server/db/client';
import { auditLog, inspectionEvidence } from '@/server/db/schema/index';
import { makeTestJpeg } from '@/server/test-support/evidence-photos';
import { createInspection } from '@/server/test-support/inspections';
import { readZip } from '@/server/test-support/read-zip';
import {
  createStaff,
  createStaffUser,
  type User,
} from '@/server/test-support/staff-and-inspections';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant } from '@/server/test-support/users';
import type { EvidenceRow } from './evidence-access';
import { planEntries, safeSegment, type MANIFEST_COLUMNS } from './bulk-manifest';
import type { EvidenceView } from './service';

let database: Database;
let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof createStaff>>;
let stranger: User;
const auth = new Map<string, Record<string, string>>();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  staff = await createStaff(database);
  await createTenant(database.db, 'zip-other-tenant');
  stranger = await createStaffUser(
    database,
    'eve@zip.test',
    'Eve',
    'Else',
    'ADMIN',
    'zip-other-tenant',
  );
  for (const [i, user] of [...Object.values(staff), stranger].entries()) {
    const response = await app.inject(
      signInRequest(user.email, 'password-1', { ip: `198.51.100.${i + 60}` }),
    );
    auth.set(user.id, { authorization: `Bearer ${response.headers['set-auth-token'] as string}` });
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const cwi = (overrides: Parameters<typeof createInspection>[1] = {}) =>
  createInspection(database.db, {
    inspectorUserId: staff.inspector.id,
    inspectorName: 'Tom Hughes',
    status: 'PENDING',
    measureType: 'INSULATION',
    measureCode: 'CWI',
    measureLabel: 'CWI Cavity Wall Insulation',
    ...overrides,
  });

async function attach(inspectionId: string, itemId: string, bytes: Buffer, name: string) {
  const data = new FormData();
  data.append('files', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  const response = await app.inject({
    method: 'POST',
    url: `/api/inspections/${inspectionId}/evidence?itemId=${itemId}`,
    headers: {
      ...auth.get(staff.admin.id),
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ stored: EvidenceView[] }>().stored[0]!;
}

const get = (user: User, url: string) =>
  app.inject({ method: 'GET', url, headers: auth.get(user.id) });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type ManifestRow = Record<(typeof MANIFEST_COLUMNS)[number], string>;
const manifestOf = (entries: Map<string, Buffer>): ManifestRow[] =>
  parse<ManifestRow>(entries.get('manifest.csv')!, { columns: true, bom: true });

const zipAudit = async (inspectionId: string) =>
  (
    await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'download_evidence_zip'), eq(auditLog.resourceId, inspectionId)),
      )
  )[0];

describe("one inspection's evidence as a ZIP", () => {
  it('holds every stored file byte for byte, and a manifest row per file with its facts', async () => {
    const inspection = await cwi();
    const front = await makeTestJpeg({
      width: 640,
      height: 480,
      takenAt: '2026:07:14 10:15:30',
      gps: { latitude: 51.501364, longitude: -0.14189 },
      seed: 31,
    });
    const side = await makeTestJpeg({ seed: 32 });
    const again = await makeTestJpeg({ seed: 33 });
    await attach(inspection.id, 'CWI.PHOTO-PRE-1', front, 'front.jpg');
    await attach(inspection.id, 'CWI.PHOTO-PRE-1', side, 'front.jpg');
    const third = await attach(inspection.id, 'CWI.1', again, 'wall.jpg');
    await callerFor(database.db, staff.coordinator).evidence.withdraw({
      id: third.id,
      reason: 'Wrong wall',
    });

    const response = await get(
      staff.inspector,
      `/api/inspections/${inspection.id}/all-evidence.zip`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="evidence-${inspection.reference}.zip"`,
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const entries = await readZip(response.rawPayload);
    const ref = inspection.reference;
    expect([...entries.keys()]).toEqual([
      'manifest.csv',
      `${ref}/CWI.1/withdrawn/wall.jpg`,
      `${ref}/CWI.PHOTO-PRE-1/front.jpg`,
      `${ref}/CWI.PHOTO-PRE-1/front (2).jpg`,
    ]);
    expect(entries.get(`${ref}/CWI.PHOTO-PRE-1/front.jpg`)!.equals(front)).toBe(true);
    expect(entries.get(`${ref}/CWI.PHOTO-PRE-1/front (2).jpg`)!.equals(side)).toBe(true);
    expect(entries.get(`${ref}/CWI.1/withdrawn/wall.jpg`)!.equals(again)).toBe(true);

    const manifest = manifestOf(entries);
    expect(manifest.map((r) => r.File)).toEqual([...entries.keys()].slice(1));
    for (const row of manifest) expect(row['SHA-256']).toBe(sha256(entries.get(row.File)!));
    expect(manifest[1]).toMatchObject({
      'Inspection reference': ref,
      'Checklist item': 'CWI.PHOTO-PRE-1',
      'Original file name': 'front.jpg',
      Kind: 'photo',
      Purpose: 'inspection',
      'Size (bytes)': String(front.length),
      // 10:15:30 British Summer Time.
      'Capture time (UTC)': '2026-07-14T09:15:30.000Z',
      'Capture time (UK)': '14/07/2026, 10:15:30 BST',
      Latitude: '51.501364',
      Longitude: '-0.14189',
      Flags: '',
    });
    expect(manifest[2]).toMatchObject({
      'Capture time (UTC)': '',
      Latitude: '',
      Flags: 'No capture time; No location',
    });
    expect(manifest[0]).toMatchObject({
      Flags: 'No capture time; No location; Withdrawn',
      'Withdrawal reason': 'Wrong wall',
    });

    expect(await zipAudit(inspection.id)).toMatchObject({
      userId: staff.inspector.id,
      resource: 'inspection',
      details: {
        reference: ref,
        inspections: 1,
        files: 3,
        withdrawnFiles: 1,
        bytes: front.length + side.length + again.length,
      },
    });
  });

  it("carries each photo's integrity flags (photo-flags.ts) with their details and explanations", async () => {
    const inspection = await cwi();
    const photo = await makeTestJpeg({
      takenAt: '2026:07:14 10:15:30',
      gps: { latitude: 51.501364, longitude: -0.14189 },
      seed: 35,
    });
    const stored = await attach(inspection.id, 'CWI.PHOTO-PRE-1', photo, 'far.jpg');
    // The visit starts in Manchester, about 260 km from where the photo says it was taken.
    await callerFor(database.db, staff.inspector).inspectionVisit.start({
      inspectionId: inspection.id,
      position: { status: 'recorded', latitude: 53.4808, longitude: -2.2426, accuracyMetres: 12 },
    });
    await callerFor(database.db, staff.coordinator).evidence.explainFlag({
      evidenceId: stored.id,
      code: 'far_from_site',
      reason: 'Taken at the depot before the visit',
    });
    const response = await get(
      staff.inspector,
      `/api/inspections/${inspection.id}/all-evidence.zip`,
    );
    const [row] = manifestOf(await readZip(response.rawPayload));
    expect(row!.Flags).toContain('Far from the site (explained)');
    expect(row!.Flags).toContain('Not taken on the visit day');
    expect(row!['Flag details']).toMatch(
      /Taken [\d,]+ m from the visit's recorded position .*Explained by Cora Ord: Taken at the depot before the visit/,
    );
  });

  it('is refused as one file is: 404 to an inspector not assigned and to another tenant, 401 signed out', async () => {
    const inspection = await cwi();
    await attach(inspection.id, 'CWI.1', await makeTestJpeg({ seed: 41 }), 'a.jpg');
    const url = `/api/inspections/${inspection.id}/all-evidence.zip`;
    for (const user of [staff.otherInspector, stranger]) {
      const response = await get(user, url);
      expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
        status: 404,
        body: { error: 'Inspection not found.' },
      });
    }
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(staff.coordinator, url)).statusCode).toBe(200);
    expect(
      (await get(staff.admin, '/api/inspections/not-a-uuid/all-evidence.zip')).statusCode,
    ).toBe(404);
  });

  it('says so when there is nothing to download', async () => {
    const inspection = await cwi();
    const response = await get(
      staff.inspector,
      `/api/inspections/${inspection.id}/all-evidence.zip`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'There is no evidence to download: no files are attached yet.',
    });
  });

  it(`refuses more than ${EVIDENCE_ZIP_MAX_FILES} files with 413 before reading any`, async () => {
    const inspection = await cwi();
    await database.db.insert(inspectionEvidence).values(
      Array.from({ length: EVIDENCE_ZIP_MAX_FILES + 1 }, (_, i) => ({
        tenantId: DEFAULT_TENANT_ID,
        inspectionId: inspection.id,
        itemId: 'CWI.1',
        kind: 'photo' as const,
        fileName: `p${i}.jpg`,
        mime: 'image/jpeg',
        size: 10,
        sha256: sha256(Buffer.from(`cap-${i}`)),
        storageKey: `evidence/none/${i}.jpg`,
        uploadedByName: 'Cap Test',
      })),
    );
    const response = await get(staff.admin, `/api/inspections/${inspection.id}/all-evidence.zip`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: tooManyFilesMessage(EVIDENCE_ZIP_MAX_FILES + 1) });
  });
});

describe("a list's evidence as a ZIP", () => {
  const filters = { search: 'Zipworth', tab: 'all', sort: 'date', direction: 'desc' } as const;
  const url = `/api/inspections/evidence.zip?${new URLSearchParams(filters).toString()}`;
  const listed = async (user: User) =>
    (await callerFor(database.db, user).inspection.list({ ...filters, limit: 100 })).items.map(
      (i) => i.reference,
    );
  const foldersOf = (entries: Map<string, Buffer>) => [
    ...new Set([...entries.keys()].filter((k) => k !== 'manifest.csv').map((k) => k.split('/')[0])),
  ];

  beforeAll(async () => {
    const mine = await cwi({ customerName: 'Hester Zipworth', scheduledDate: '2026-12-01' });
    const theirs = await cwi({
      customerName: 'Ned Zipworth',
      inspectorUserId: staff.otherInspector.id,
      inspectorName: 'Ivy Lane',
      scheduledDate: '2026-12-02',
    });
    const unmatched = await cwi({ customerName: 'Orla Other' });
    await cwi({ customerName: 'Pia Zipworth', scheduledDate: '2026-12-03' }); // no evidence
    for (const [i, inspection] of [mine, theirs, unmatched].entries()) {
      await attach(inspection.id, 'CWI.1', await makeTestJpeg({ seed: 50 + i }), `list-${i}.jpg`);
    }
  });

  it('holds exactly the inspections the list shows for the same filters, in its order', async () => {
    const response = await get(staff.coordinator, url);
    expect(response.statusCode).toBe(200);
    const entries = await readZip(response.rawPayload);
    const references = await listed(staff.coordinator);
    expect(references).toHaveLength(3);
    // The one without evidence has no folder; the others come in the list's order.
    expect(foldersOf(entries)).toEqual(references.filter((_, i) => i !== 0));
    expect(manifestOf(entries)).toHaveLength(2);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="evidence-\d{4}-\d{2}-\d{2}-3-inspections\.zip"$/,
    );
    const summary = await callerFor(database.db, staff.coordinator).evidence.zipSummary(filters);
    expect(summary).toMatchObject({ inspections: 3, files: 2, refusal: null });
  });

  it("gives an inspector only their own inspections' evidence", async () => {
    const response = await get(staff.inspector, url);
    const entries = await readZip(response.rawPayload);
    const references = await listed(staff.inspector);
    expect(references).toHaveLength(2);
    expect(foldersOf(entries)).toHaveLength(1);
    expect(references).toContain(foldersOf(entries)[0]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'download_evidence_zip'),
          eq(auditLog.userId, staff.inspector.id),
          isNull(auditLog.resourceId),
        ),
      );
    expect(audit?.details).toMatchObject({ inspections: 2, files: 1, filters });
  });

  it('refuses bad filters with 400 and another tenant finds nothing', async () => {
    const bad = await get(staff.coordinator, '/api/inspections/evidence.zip?tab=archived');
    expect(bad.statusCode).toBe(400);
    const other = await get(stranger, url);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      error: 'No inspections match these filters, so there is no evidence to download.',
    });
  });

  it(`refuses more than ${EVIDENCE_ZIP_MAX_INSPECTIONS} inspections with 400, and the summary says why`, async () => {
    for (let i = 0; i <= EVIDENCE_ZIP_MAX_INSPECTIONS; i++)
      await cwi({ customerName: 'Cap Manyfold' });
    const many = { ...filters, search: 'Manyfold' };
    const response = await get(
      staff.coordinator,
      `/api/inspections/evidence.zip?${new URLSearchParams(many).toString()}`,
    );
    const message = tooManyInspectionsMessage(EVIDENCE_ZIP_MAX_INSPECTIONS + 1);
    expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
      status: 400,
      body: { error: message },
    });
    const summary = await callerFor(database.db, staff.coordinator).evidence.zipSummary(many);
    expect(summary.refusal).toBe(message);
  });
});

describe('names inside the ZIP', () => {
  const row = (fileName: string, extra: Partial<EvidenceRow> = {}) =>
    ({
      id: fileName,
      inspectionId: 'i',
      itemId: 'CWI.1',
      fileName,
      withdrawnAt: null,
      ...extra,
    }) as EvidenceRow;

  it('cannot climb out of a folder, hide a file or name a device, and never repeat a path', () => {
    expect(safeSegment('..', 'f')).toBe('f');
    expect(safeSegment('../../etc/passwd', 'f')).toBe('passwd');
    expect(safeSegment('.hidden.jpg', 'f')).toBe('hidden.jpg');
    expect(safeSegment('CON.jpg', 'f')).toBe('_CON.jpg');
    expect(safeSegment('a:b*c?.jpg', 'f')).toBe('a_b_c_.jpg');
    expect(safeSegment('report\u202Efdp.exe', 'f')).toBe('reportfdp.exe');
    expect(safeSegment(`${'x'.repeat(300)}.jpg`, 'f')).toHaveLength(120);
    const paths = planEntries({
      inspections: [{ id: 'i', reference: 'INS-2026-000001' }],
      files: [row('Photo.JPG'), row('photo.jpg'), row('photo.jpg'), row('manifest.csv')],
    }).map((e) => e.path);
    expect(paths).toEqual([
      'INS-2026-000001/CWI.1/Photo.JPG',
      'INS-2026-000001/CWI.1/photo (2).jpg',
      'INS-2026-000001/CWI.1/photo (3).jpg',
      'INS-2026-000001/CWI.1/manifest.csv',
    ]);
  });
});

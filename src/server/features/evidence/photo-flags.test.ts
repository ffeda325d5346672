import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '@/shared/format';
import { DEFAULT_TENANT_ID as T } from '@/shared/roles';
import type { Database } from '@/server/db/client';
import {
  auditLog,
  fundingSchemes,
  inspectionEvidence,
  lodgedMeasures,
  workTypes,
} from '@/server/db/schema/index';
import { makeTestJpeg } from '@/server/test-support/evidence-photos';
import { makeScenePhoto } from '@/server/test-support/evidence-scenes';
import { createInspection } from '@/server/test-support/inspections';
import { createInstaller } from '@/server/test-support/installers';
import { createStaff, type User } from '@/server/test-support/staff-and-inspections';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTestServices } from '@/server/test-support/test-services';
import { backfillPhotoHashes } from './phash-backfill-job';
import { CANCELLED_VISIT_MESSAGE } from '../inspections/visit-start';

// Issue 32 point 7 on a real database: visit start, the flags read on the inspection, a
// coordinator's explanation, the installer's counts, property coordinates and the backfill.

let database: Database;
let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof createStaff>>;
const services = createTestServices();
const auth = new Map<string, Record<string, string>>();
const SITE = { latitude: 51.5007, longitude: -0.1246 };
/** About 2.2 km north-east of SITE. */
const FAR = { latitude: 51.515, longitude: -0.1 };
const todayExif = () => `${todayInLondon().replaceAll('-', ':')} 12:00:00`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { services });
  staff = await createStaff(database);
  for (const [i, user] of Object.values(staff).entries()) {
    const response = await app.inject(
      signInRequest(user.email, 'password-1', { ip: `198.51.100.${i + 70}` }),
    );
    auth.set(user.id, { authorization: `Bearer ${response.headers['set-auth-token'] as string}` });
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function attach(user: User, inspectionId: string, bytes: Buffer, name: string) {
  const data = new FormData();
  data.append('files', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  const response = await app.inject({
    method: 'POST',
    url: `/api/inspections/${inspectionId}/evidence?itemId=CWI.1`,
    headers: {
      ...auth.get(user.id),
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ stored: { id: string }[] }>().stored[0]!.id;
}

const installerP = createInstallerOnce();
function createInstallerOnce() {
  let made: Promise<{ id: string }> | null = null;
  return () => (made ??= createInstaller(database.db, { name: 'Flagged Lofts Ltd' }));
}

async function inspectionOf(user: User, overrides: Parameters<typeof createInspection>[1] = {}) {
  return createInspection(database.db, {
    inspectorUserId: user.id,
    inspectorName: `${user.firstName} ${user.lastName}`,
    status: 'IN_PROGRESS',
    measureType: 'INSULATION',
    measureCode: 'CWI',
    measureLabel: 'CWI Cavity Wall Insulation',
    installerId: (await installerP()).id,
    ...overrides,
  });
}

const flagsOf = async (user: User, inspectionId: string, evidenceId: string) => {
  const list = await callerFor(database.db, user).evidence.list({ inspectionId });
  return list.files.find((f) => f.id === evidenceId)!.flags;
};

describe('visit start', () => {
  it('records the time and position once, audited, for the assigned inspector', async () => {
    const row = await inspectionOf(staff.inspector);
    const tom = callerFor(database.db, staff.inspector);
    expect(await tom.inspectionVisit.get({ inspectionId: row.id })).toEqual({
      visit: null,
      mayRecord: true,
    });
    const before = Date.now();
    const visit = await tom.inspectionVisit.start({
      inspectionId: row.id,
      position: { status: 'recorded', ...SITE, accuracyMetres: 12 },
    });
    expect(new Date(visit.startedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(visit).toMatchObject({ positionStatus: 'recorded', ...SITE, accuracyMetres: 12 });
    await expect(
      tom.inspectionVisit.start({ inspectionId: row.id, position: { status: 'denied' } }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, row.id), eq(auditLog.action, 'start_visit')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ positionStatus: 'recorded', accuracyMetres: 12 });
  });

  it('is not offered nor recorded on a cancelled inspection', async () => {
    const row = await inspectionOf(staff.inspector, { status: 'CANCELLED' });
    const tom = callerFor(database.db, staff.inspector);
    expect(await tom.inspectionVisit.get({ inspectionId: row.id })).toEqual({
      visit: null,
      mayRecord: false,
    });
    await expect(
      callerFor(database.db, staff.coordinator).inspectionVisit.start({
        inspectionId: row.id,
        position: { status: 'denied' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: CANCELLED_VISIT_MESSAGE });
  });

  it('keeps a refused permission as no position; another inspector cannot see it', async () => {
    const row = await inspectionOf(staff.inspector);
    const visit = await callerFor(database.db, staff.coordinator).inspectionVisit.start({
      inspectionId: row.id,
      position: { status: 'denied' },
    });
    expect(visit).toMatchObject({ positionStatus: 'denied', latitude: null, accuracyMetres: null });
    await expect(
      callerFor(database.db, staff.otherInspector).inspectionVisit.get({ inspectionId: row.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('photo flags', () => {
  it('flags a photo far from the visit position, and one of another day', async () => {
    const row = await inspectionOf(staff.inspector);
    await callerFor(database.db, staff.inspector).inspectionVisit.start({
      inspectionId: row.id,
      position: { status: 'recorded', ...SITE, accuracyMetres: 8 },
    });
    const far = await attach(
      staff.inspector,
      row.id,
      await makeTestJpeg({ takenAt: todayExif(), gps: FAR, seed: 3 }),
      'far.jpg',
    );
    const old = await attach(
      staff.inspector,
      row.id,
      await makeTestJpeg({ takenAt: '2025:01:10 10:00:00', gps: SITE, seed: 4 }),
      'old.jpg',
    );
    const near = await attach(
      staff.inspector,
      row.id,
      await makeTestJpeg({ takenAt: todayExif(), gps: SITE, seed: 5 }),
      'near.jpg',
    );
    const farFlags = await flagsOf(staff.inspector, row.id, far);
    expect(farFlags.map((f) => f.code)).toEqual(['far_from_site']);
    expect(farFlags[0]!.detail).toMatch(
      /^Taken 2,\d{3} m from the visit's recorded position \(±8 m\); more than 250 m\.$/,
    );
    expect((await flagsOf(staff.inspector, row.id, old)).map((f) => f.code)).toEqual([
      'outside_visit_day',
    ]);
    expect(await flagsOf(staff.inspector, row.id, near)).toEqual([]);
    // The report prints the flags beyond a missing time or place, and the visit.
    const report = await app.inject({
      method: 'GET',
      url: `/api/inspections/${row.id}/report`,
      headers: auth.get(staff.inspector.id),
    });
    expect(report.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(report.rawPayload));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toMatch(
      /Flag: Far from the site\. Taken 2,\d{3} m from the visit's recorded position/,
    );
    expect(text).toContain('Flag: Not taken on the visit day. Taken on 10 Jan 2025');
    expect(text).toMatch(/Visit Started \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} · position ±8 m/);
    // A wider setting clears the distance flag at once (flags are derived on read).
    await callerFor(database.db, staff.admin).evidence.saveChecks({ maxDistanceMetres: 5000 });
    expect(await flagsOf(staff.inspector, row.id, far)).toEqual([]);
    await callerFor(database.db, staff.admin).evidence.saveChecks({ maxDistanceMetres: 250 });
  });
});

describe('photo flags: property coordinates', () => {
  it('measures from the property coordinates an administrator imported, by UPRN', async () => {
    const [scheme] = await database.db
      .insert(fundingSchemes)
      .values({ tenantId: T, code: 'FLAGS', name: 'Flags scheme' })
      .returning();
    const [type] = await database.db
      .insert(workTypes)
      .values({ tenantId: T, code: 'FL-1', ecoName: 'Loft', measureCategory: 'LOFT' })
      .returning();
    const [measure] = await database.db
      .insert(lodgedMeasures)
      .values({
        tenantId: T,
        umr: 'UMR-FLAGS-1',
        uprn: '100023336956',
        addressLine1: '1 Flag Street',
        postcode: 'SW1A 2AA',
        fundingSchemeId: scheme!.id,
        workTypeId: type!.id,
        measureCategory: 'LOFT',
        installedDate: '2030-01-01',
      })
      .returning();
    const row = await inspectionOf(staff.inspector, { lodgedMeasureId: measure!.id });
    const photo = await attach(
      staff.inspector,
      row.id,
      await makeTestJpeg({ takenAt: todayExif(), gps: SITE, seed: 6 }),
      'site.jpg',
    );
    // Before the (future) installation date; no visit, no coordinates yet: nothing to measure from.
    expect((await flagsOf(staff.coordinator, row.id, photo)).map((f) => f.code)).toEqual([
      'before_installation',
    ]);
    const admin = callerFor(database.db, staff.admin);
    await expect(
      callerFor(database.db, staff.coordinator).evidence.importPropertyCoordinates({
        rows: [{ uprn: '100023336956', ...FAR }],
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await admin.evidence.importPropertyCoordinates({ rows: [{ uprn: '100023336956', ...FAR }] }),
    ).toEqual({ stored: 1 });
    expect((await admin.evidence.propertyCoordinates()).properties).toBeGreaterThanOrEqual(1);
    const flags = await flagsOf(staff.coordinator, row.id, photo);
    expect(flags.map((f) => f.code)).toEqual(['before_installation', 'far_from_site']);
    expect(flags[1]!.detail).toContain("from the property's coordinates");
  });
});

describe('photo flags: the same photo on another inspection', () => {
  it('flags the same photo, resized and recompressed, on another inspection; links it when visible', async () => {
    const first = await inspectionOf(staff.otherInspector);
    const second = await inspectionOf(staff.inspector);
    const original = await makeScenePhoto('loft', { takenAt: todayExif(), gps: SITE });
    await attach(staff.otherInspector, first.id, original, 'ivy-loft.jpg');
    const copy = await sharp(original).resize(900).jpeg({ quality: 60 }).withMetadata().toBuffer();
    const reused = await attach(staff.inspector, second.id, copy, 'tom-loft.jpg');
    const other = await attach(
      staff.inspector,
      second.id,
      await makeScenePhoto('wall', { takenAt: todayExif(), gps: SITE }),
      'wall.jpg',
    );
    const seenByCoordinator = await flagsOf(staff.coordinator, second.id, reused);
    expect(seenByCoordinator).toHaveLength(1);
    expect(seenByCoordinator[0]).toMatchObject({
      code: 'reused_photo',
      detail: `The same or a near-identical photo is already on ${first.reference} (ivy-loft.jpg).`,
      match: { inspectionId: first.id, reference: first.reference },
    });
    // Tom may not open Ivy's inspection: told it exists, not which.
    const seenByTom = await flagsOf(staff.inspector, second.id, reused);
    expect(seenByTom[0]).toMatchObject({
      code: 'reused_photo',
      match: { inspectionId: null, reference: null },
    });
    expect(await flagsOf(staff.inspector, second.id, other)).toEqual([]);

    // Photos uploaded before hashes were kept get theirs (and their match) from the backfill.
    await database.db
      .update(inspectionEvidence)
      .set({ phash: null, duplicateOfEvidenceId: null })
      .where(eq(inspectionEvidence.id, reused));
    expect(await flagsOf(staff.coordinator, second.id, reused)).toEqual([]);
    expect(await backfillPhotoHashes(database.db, services.storage)).toBeGreaterThanOrEqual(1);
    expect((await flagsOf(staff.coordinator, second.id, reused)).map((f) => f.code)).toEqual([
      'reused_photo',
    ]);
  });
});

describe('explaining a flag and the installer counts', () => {
  it('a coordinator explains a flag (audited); an inspector may not; counts move', async () => {
    const installer = await createInstaller(database.db, { name: 'Counted Walls Ltd' });
    const row = await inspectionOf(staff.inspector, { installerId: installer.id });
    const photo = await attach(
      staff.inspector,
      row.id,
      await makeTestJpeg({ seed: 9 }),
      'bare.jpg',
    );
    const coordinator = callerFor(database.db, staff.coordinator);
    expect(await coordinator.evidence.installerFlagCounts({ installerId: installer.id })).toEqual({
      photos: 1,
      flaggedPhotos: 1,
      open: 2,
      explained: 0,
      openByCode: { no_time: 1, no_position: 1 },
    });
    const input = { evidenceId: photo, code: 'no_position' as const, reason: 'Loft hatch: no GPS' };
    await expect(
      callerFor(database.db, staff.inspector).evidence.explainFlag(input),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const explained = await coordinator.evidence.explainFlag(input);
    expect(explained.explanation).toMatchObject({
      reason: 'Loft hatch: no GPS',
      byName: 'Cora Ord',
    });
    await expect(coordinator.evidence.explainFlag(input)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      coordinator.evidence.explainFlag({ ...input, code: 'reused_photo' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const flags = await flagsOf(staff.inspector, row.id, photo);
    expect(flags.find((f) => f.code === 'no_position')?.explanation).toMatchObject({
      byName: 'Cora Ord',
      reason: 'Loft hatch: no GPS',
    });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, row.id), eq(auditLog.action, 'explain_evidence_flag')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ evidenceId: photo, flag: 'no_position' });
    expect(await coordinator.evidence.installerFlagCounts({ installerId: installer.id })).toEqual({
      photos: 1,
      flaggedPhotos: 1,
      open: 1,
      explained: 1,
      openByCode: { no_time: 1 },
    });
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPT_OWN_EVIDENCE_MESSAGE,
  ACCEPT_OWN_FAIL_MESSAGE,
} from '../shared/checklists/remediation-duties';
import { REMEDIATION_NEEDS_FAILED_ITEM } from '../shared/evidence/catalogue';
import { SIGNATURE_REQUIRED_MESSAGE } from '../shared/inspections/status-rules';
import { buildApp } from './app';
import type { Database } from './db/client';
import { auditLog, checklistAnswers, inspections } from './db/schema/index';
import { runImportQueue } from './features/imports/job';
import { createLocalStorage } from './storage/local-storage';
import { answerEveryQuestion } from './test-support/checklist-answers';
import { makeTestJpeg, makeTestPng } from './test-support/evidence-photos';
import { createStaff, type User } from './test-support/staff-and-inspections';
import { createInspection } from './test-support/inspections';
import { signInRequest, TEST_BASE_URL } from './test-support/test-app';
import { callerFor, expectBadRequest, silentLogger } from './test-support/test-caller';
import { openTestDatabase } from './test-support/test-database';
import { signIn, trpcMutation } from './test-support/trpc-over-http';
import { NO_OVERLOAD_LIMITS } from './lib/overload';
import { createTestServices } from '@/server/test-support/test-services';

// Issue 28 points 1-3 (docs/decisions/012-outcomes-follow-evidence.md), end to end on a real
// database: the status dialog's procedure, the same procedure over HTTP (the pending queue and
// API clients), the import, evidence uploads and the report.

let database: Database;
let app: FastifyInstance;
const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'inspecthub-outcomes-')));
let staff: Awaited<ReturnType<typeof createStaff>>;
const bearer = new Map<string, Record<string, string>>();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    overloadLimits: NO_OVERLOAD_LIMITS,
    database,
    logger: silentLogger,
    authSecret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    services: createTestServices({ storage }),
  });
  staff = await createStaff(database);
  for (const [i, user] of Object.values(staff).entries()) {
    const response = await app.inject(
      signInRequest(user.email, 'password-1', { ip: `198.51.100.${i + 140}` }),
    );
    bearer.set(user.id, {
      authorization: `Bearer ${response.headers['set-auth-token'] as string}`,
    });
  }
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

let policy = 0;
const cwiInspection = () =>
  createInspection(database.db, {
    inspectorUserId: staff.inspector.id,
    inspectorName: 'Tom Hughes',
    status: 'IN_PROGRESS',
    measureType: 'INSULATION',
    measureCode: 'CWI',
    measureLabel: 'CWI Cavity Wall Insulation',
    policyId: `POL-OUT-${++policy}`,
    installerName: 'Warm Homes Ltd',
    installerCompany: 'Warm Homes Ltd',
  });

async function multipart(name: string, bytes: Buffer) {
  const data = new FormData();
  data.append('files', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function attach(
  user: User,
  inspectionId: string,
  itemId: string,
  purpose: 'inspection' | 'remediation',
  bytes: Buffer,
) {
  const body = await multipart(`${itemId}.jpg`, bytes);
  const response = await app.inject({
    method: 'POST',
    url: `/api/inspections/${inspectionId}/evidence?itemId=${itemId}&purpose=${purpose}`,
    headers: { ...bearer.get(user.id), origin: TEST_BASE_URL, 'content-type': body.contentType },
    payload: body.payload,
  });
  return response.json<{ stored: unknown[]; refused: { status: number; error: string }[] }>();
}

async function sign(user: User, inspectionId: string, seed: number) {
  const body = await multipart('signature.png', await makeTestPng(seed));
  const response = await app.inject({
    method: 'POST',
    url: `/api/inspections/${inspectionId}/signature`,
    headers: { ...bearer.get(user.id), origin: TEST_BASE_URL, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
}

const versionOf = async (id: string) =>
  (await database.db.select().from(inspections).where(eq(inspections.id, id)))[0]!;

const moveTo = async (user: User, id: string, status: 'PASSED' | 'FAILED') =>
  callerFor(database.db, user).inspection.updateInspectionStatus({
    id,
    status,
    completedDate: '2026-11-20',
    expectedVersion: (await versionOf(id)).version,
  });

const failItem = (
  user: User,
  inspectionId: string,
  itemId: string,
  severity: 'Category 1' | 'Major' = 'Major',
) =>
  callerFor(database.db, user).checklists.answer({
    inspectionId,
    itemId,
    answer: 'Fail',
    severity,
    comment: 'Gaps in the fill',
  });

const moveOf = async (user: User, inspectionId: string, status: string) =>
  (await callerFor(database.db, user).checklists.statusMoves({ inspectionId })).moves.find(
    (m) => m.status === status,
  )!;

describe('completion needs every question answered and the signature', () => {
  it('refuses Passed with an unanswered question, then without the signature, then allows it', async () => {
    const inspection = await cwiInspection();
    const passed = await moveOf(staff.inspector, inspection.id, 'PASSED');
    expect(passed.allowed).toBe(false);
    expect(passed.reason).toMatch(/^Answer every checklist question before completing: \d+ are/);
    await expectBadRequest(moveTo(staff.inspector, inspection.id, 'PASSED'), passed.reason!);

    await answerEveryQuestion(database.db, staff.inspector, inspection.id);
    expect(await moveOf(staff.inspector, inspection.id, 'PASSED')).toMatchObject({
      allowed: true,
      reason: null,
      needsSignature: true,
    });
    await expectBadRequest(
      moveTo(staff.inspector, inspection.id, 'PASSED'),
      SIGNATURE_REQUIRED_MESSAGE,
    );
    await sign(staff.inspector, inspection.id, 3);
    const done = await moveTo(staff.inspector, inspection.id, 'PASSED');
    expect(done.status).toBe('PASSED');
    expect((await versionOf(inspection.id)).outcome).toBe('PASSED');
  });

  it('needs no signature when an administrator turns the rule off in settings, audited', async () => {
    const inspection = await cwiInspection();
    await answerEveryQuestion(database.db, staff.inspector, inspection.id);
    const rule = (user: User) => callerFor(database.db, user).settings.inspectionCompletion;
    expect(await rule(staff.inspector).get()).toEqual({ requireSignature: true });
    await expect(rule(staff.coordinator).save({ requireSignature: false })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      rule(staff.admin).save({ requireSignature: false, extra: true } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await rule(staff.admin).save({ requireSignature: false })).toEqual({
      requireSignature: false,
    });
    try {
      expect(await rule(staff.coordinator).get()).toEqual({ requireSignature: false });
      const [audit] = await database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.resource, 'setting'), eq(auditLog.resourceId, 'inspectionCompletion')),
        );
      expect(audit).toMatchObject({ userId: staff.admin.id, action: 'update' });
      expect((await moveOf(staff.inspector, inspection.id, 'FAILED')).needsSignature).toBe(false);
      expect((await moveTo(staff.inspector, inspection.id, 'FAILED')).status).toBe('FAILED');
    } finally {
      await rule(staff.admin).save({ requireSignature: true });
    }
  });
});

describe('a Fail refuses Passed on every write path until a coordinator overturns it', () => {
  it('through the dialog procedure, over HTTP, and the import; then an overturn', async () => {
    const inspection = await cwiInspection();
    await answerEveryQuestion(database.db, staff.inspector, inspection.id);
    await failItem(staff.inspector, inspection.id, 'CWI.2');
    await sign(staff.inspector, inspection.id, 4);
    const reason =
      'Passed is not possible while an item is answered Fail (CWI.2). A coordinator can overturn a fail, with a reason.';

    // The dialog's offer says why; Failed stays possible.
    const moves = await callerFor(database.db, staff.inspector).checklists.statusMoves({
      inspectionId: inspection.id,
    });
    expect(moves.moves.find((m) => m.status === 'PASSED')).toMatchObject({
      allowed: false,
      reason,
    });
    expect(moves.moves.find((m) => m.status === 'FAILED')?.allowed).toBe(true);
    // The dialog's procedure (also the pending queue's) refuses, for a coordinator too.
    await expectBadRequest(moveTo(staff.coordinator, inspection.id, 'PASSED'), reason);

    // The same procedure over HTTP, as an API client calls it.
    const { cookie } = await signIn(app, staff.coordinator.email, 'password-1');
    const overHttp = await trpcMutation(app, cookie, 'inspection.updateInspectionStatus', {
      id: inspection.id,
      status: 'PASSED',
      completedDate: '2026-11-20',
      expectedVersion: (await versionOf(inspection.id)).version,
    });
    expect(overHttp.error).toEqual({ code: 'BAD_REQUEST', message: reason });

    // The import: the row is an error with the reason and the inspection keeps its status.
    const file = await importFile(
      [
        ['Reference', 'Property ID', 'Address', 'Postcode', 'Type', 'Status', 'Completed date'],
        [
          inspection.reference,
          inspection.policyId,
          inspection.addressLine1,
          inspection.addressPostcode,
          'CWI',
          'Passed',
          '2026-11-20',
        ],
      ].map((r) => r.join(',')),
    );
    expect(file.errors).toEqual([
      expect.objectContaining({ column: 'Status', value: 'PASSED', message: reason }),
    ]);
    expect((await versionOf(inspection.id)).status).toBe('IN_PROGRESS');

    // Only a coordinator (or admin) overturns, with a reason; it is audited and shown.
    await expect(
      callerFor(database.db, staff.inspector).checklists.overturnFail({
        inspectionId: inspection.id,
        itemId: 'CWI.2',
        reason: 'Photo shows a full fill',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const coordinator = callerFor(database.db, staff.coordinator).checklists;
    await expectBadRequest(
      coordinator.overturnFail({ inspectionId: inspection.id, itemId: 'CWI.2', reason: ' ' }),
      'Give the reason for overturning this fail',
    );
    await expectBadRequest(
      coordinator.overturnFail({ inspectionId: inspection.id, itemId: 'CWI.1', reason: 'x' }),
      'Only a Fail can be overturned. CWI.1 is answered Pass.',
    );
    await coordinator.overturnFail({
      inspectionId: inspection.id,
      itemId: 'CWI.2',
      reason: 'Borescope photos show a full fill',
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'overturn_fail'),
          eq(auditLog.resourceId, `${inspection.reference}:CWI.2`),
        ),
      );
    expect(audit?.userId).toBe(staff.coordinator.id);
    expect(audit?.details).toMatchObject({ reason: 'Borescope photos show a full fill' });
    const item = (await coordinator.forInspection({ inspectionId: inspection.id })).items.find(
      (i) => i.itemId === 'CWI.2',
    )!;
    expect(item).toMatchObject({
      answer: 'Fail',
      overturn: { byName: 'Cora Ord', reason: 'Borescope photos show a full fill' },
    });
    expect((await moveTo(staff.inspector, inspection.id, 'PASSED')).status).toBe('PASSED');

    const text = await reportText(staff.inspector, inspection.id);
    expect(text).toMatch(/CWI\.2\s+Wall Condition\s+Fail\s+\(overturned\)/);
    expect(text).toContain('Overturned by Cora Ord');
    expect(text).toMatch(/Borescope photos\s+show a full fill/);
  });

  it('a Category 1 fail makes the outcome Failed', async () => {
    const inspection = await cwiInspection();
    await answerEveryQuestion(database.db, staff.inspector, inspection.id);
    await failItem(staff.inspector, inspection.id, 'CWI.3', 'Category 1');
    await sign(staff.inspector, inspection.id, 5);
    const reason =
      'A Category 1 fail (CWI.3) makes the outcome Failed. Passed is possible only if a coordinator overturns that fail, with a reason.';
    expect((await moveOf(staff.coordinator, inspection.id, 'PASSED')).reason).toBe(reason);
    await expectBadRequest(moveTo(staff.admin, inspection.id, 'PASSED'), reason);
    const failed = await moveTo(staff.inspector, inspection.id, 'FAILED');
    expect(failed.status).toBe('FAILED');
    // Photos of several shapes, so the report's captions can be checked clear of them.
    for (const [seed, width, height] of [
      [71, 800, 600],
      [72, 600, 900],
      [73, 1200, 400],
      [74, 640, 480],
    ] as const)
      await attach(
        staff.inspector,
        inspection.id,
        'CWI.PHOTO-PRE-1',
        'inspection',
        await makeTestJpeg({ seed, width, height }),
      );

    const text = await reportText(staff.inspector, inspection.id);
    expect(text).toMatch(/Outcome\s+Failed/);
    expect(text).toMatch(/Defects found\s+Yes \(1 defect\)/);
    expect(text).not.toMatch(/Outcome\s+N\/A/);
    expect(text).not.toMatch(/Defects found\s+N\/A/);
    // The installer's name once, not 'Warm Homes Ltd (Warm Homes Ltd)'.
    expect(text).toMatch(/Installer\s+Warm Homes Ltd/);
    expect(text).not.toContain('Warm Homes Ltd (Warm Homes Ltd)');
  });

  it('lists existing records that break the rules for a coordinator, unchanged', async () => {
    // Passed before the rules existed, then a Category 1 fail recorded on it.
    const inspection = await createInspection(database.db, {
      status: 'PASSED',
      measureType: 'INSULATION',
      measureCode: 'CWI',
      measureLabel: 'CWI Cavity Wall Insulation',
    });
    await failItem(staff.coordinator, inspection.id, 'CWI.1', 'Category 1');
    const breaches = await callerFor(database.db, staff.coordinator).checklists.outcomeBreaches();
    expect(breaches.find((b) => b.id === inspection.id)).toMatchObject({
      reference: inspection.reference,
      failedItems: ['CWI.1'],
      problem: 'Passed with a Category 1 fail (the outcome should be Failed)',
    });
    expect((await versionOf(inspection.id)).status).toBe('PASSED');
    await expect(
      callerFor(database.db, staff.inspector).checklists.outcomeBreaches(),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('evidence has a purpose', () => {
  it('only remediation evidence moves the clock; who failed or submitted does not accept', async () => {
    const inspection = await cwiInspection();
    await failItem(staff.inspector, inspection.id, 'CWI.DOC-1');
    const itemOf = async (user: User) =>
      (
        await callerFor(database.db, user).checklists.forInspection({
          inspectionId: inspection.id,
        })
      ).items.find((i) => i.itemId === 'CWI.DOC-1')!;

    // The inspector's own photo of the defect: stored, but the item and its clock stay.
    const found = await attach(
      staff.inspector,
      inspection.id,
      'CWI.DOC-1',
      'inspection',
      await makeTestJpeg({ seed: 61 }),
    );
    expect(found.stored).toHaveLength(1);
    let item = await itemOf(staff.inspector);
    expect(item.status).toBe('Pending');
    expect(item.remediation!.evidenceSubmittedAt).toBeNull();

    // Remediation evidence on an item that has not failed is refused.
    const wrong = await attach(
      staff.coordinator,
      inspection.id,
      'CWI.DOC-2',
      'remediation',
      await makeTestJpeg({ seed: 62 }),
    );
    expect(wrong.refused).toEqual([
      expect.objectContaining({ status: 400, error: REMEDIATION_NEEDS_FAILED_ITEM('CWI.DOC-2') }),
    ]);

    // The installer's fix, uploaded by the coordinator: Provided, 'Evidence submitted'.
    const fix = await attach(
      staff.coordinator,
      inspection.id,
      'CWI.DOC-1',
      'remediation',
      await makeTestJpeg({ seed: 63 }),
    );
    expect(fix.stored).toHaveLength(1);
    item = await itemOf(staff.inspector);
    expect(item.status).toBe('Provided');
    expect(item.remediation!.evidenceSubmittedAt).not.toBeNull();
    expect(item.remediationEvidenceCount).toBe(1);

    // Neither the one who failed it nor the one who submitted the fix may accept it.
    expect(item.acceptRefusal).toBe(ACCEPT_OWN_FAIL_MESSAGE);
    expect((await itemOf(staff.coordinator)).acceptRefusal).toBe(ACCEPT_OWN_EVIDENCE_MESSAGE);
    expect((await itemOf(staff.admin)).acceptRefusal).toBeNull();
    const accept = (user: User) =>
      callerFor(database.db, user).checklists.setStatus({
        inspectionId: inspection.id,
        itemId: 'CWI.DOC-1',
        status: 'Accepted',
      });
    await expectBadRequest(accept(staff.inspector), ACCEPT_OWN_FAIL_MESSAGE);
    await expectBadRequest(accept(staff.coordinator), ACCEPT_OWN_EVIDENCE_MESSAGE);
    await accept(staff.admin);
    const [row] = await database.db
      .select()
      .from(checklistAnswers)
      .where(
        and(
          eq(checklistAnswers.inspectionId, inspection.id),
          eq(checklistAnswers.itemId, 'CWI.DOC-1'),
        ),
      );
    expect(row).toMatchObject({ status: 'Accepted', statusChangedBy: staff.admin.id });
    expect(row!.acceptedAt).not.toBeNull();
  });
});

async function importFile(lines: string[]) {
  const caller = callerFor(database.db, staff.coordinator);
  const data = new FormData();
  data.append('entity', 'inspections');
  data.append('file', new Blob([lines.join('\n')]), 'statuses.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/imports/uploads',
    headers: {
      ...bearer.get(staff.coordinator.id),
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { id } = uploaded.json<{ id: string }>();
  const work = () => runImportQueue({ db: database.db, storage, now: new Date() });
  const file = await caller.imports.get({ id });
  await caller.imports.dryRun({ id, mapping: file.mapping, saveMapping: false });
  await work();
  await caller.imports.start({ id, mode: 'valid_only' });
  await work();
  return caller.imports.get({ id });
}

async function reportText(user: User, inspectionId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/inspections/${inspectionId}/report`,
    headers: bearer.get(user.id),
  });
  expect(response.statusCode).toBe(200);
  // Kept for a look with pdftoppm when REPORT_PDF_OUT is set (captions clear of the photos).
  if (process.env.REPORT_PDF_OUT) writeFileSync(process.env.REPORT_PDF_OUT, response.rawPayload);
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text;
}

import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@/shared/webhooks/events';
import { WEBHOOK_EVENT_FIELDS } from '@/shared/webhooks/payloads';
import type { Database } from '@/server/db/client';
import { inspectionEvidence, webhookDeliveries } from '@/server/db/schema/index';
import {
  answerEveryQuestion,
  switchOffSignatureRule,
} from '@/server/test-support/checklist-answers';
import { createInspection } from '@/server/test-support/inspections';
import { createInstaller, createInstallerUser } from '@/server/test-support/installers';
import { createStaff } from '@/server/test-support/staff-and-inspections';
import { callerFor, silentLogger, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { JOBS } from '@/server/jobs/registry';
import { createTestServices } from '@/server/test-support/test-services';
import { importMeasuresCsv, startImportApp } from '@/server/test-support/webhook-measure-import';

/**
 * Issue 33 point 5, every event: each is queued by the real action that causes it (procedures
 * and jobs on a real database), and its payload carries exactly the documented fields
 * (WEBHOOK_EVENT_FIELDS, docs/webhooks.md "Payloads"). Nothing is sent here: the outbox rows
 * are read back.
 */
type Queued = { type: string; timestamp: string; data: Record<string, unknown> };

let database: Database;
let app: Awaited<ReturnType<typeof startImportApp>>;
let staff: Awaited<ReturnType<typeof createStaff>>;
const envBefore = process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;

async function queued(type: WebhookEvent): Promise<Queued[]> {
  const rows = await database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.eventType, type));
  return rows.map((row) => row.payload as Queued);
}

/** The one event of `type` queued, with exactly its documented fields. */
async function theOne(type: WebhookEvent) {
  const events = await queued(type);
  expect(events, type).toHaveLength(1);
  const [event] = events;
  expect(event!.type).toBe(type);
  expect(new Date(event!.timestamp).toISOString()).toBe(event!.timestamp);
  expect(Object.keys(event!.data).sort()).toEqual([...WEBHOOK_EVENT_FIELDS[type]].sort());
  return event!.data;
}

const caller = (user: TestUser) => callerFor(database.db, user);

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = 'true';
  database = await openTestDatabase();
  staff = await createStaff(database);
  app = await startImportApp(database);
  await switchOffSignatureRule(database.db, staff.admin.tenantId);
  // One endpoint subscribed to everything; its URL is never called in this file.
  await caller(staff.admin).webhooks.create({
    url: 'http://127.0.0.1:9/hooks',
    description: 'Every event',
    events: [...WEBHOOK_EVENTS],
    enabled: true,
  });
}, 60_000);
beforeEach(async () => {
  await database.db.delete(webhookDeliveries);
});
afterAll(async () => {
  await app.close();
  if (envBefore === undefined) delete process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;
  else process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = envBefore;
  await database.close();
});

describe('inspection events', () => {
  it('inspection.created from inspection.createInspectionDirect', async () => {
    const created = await caller(staff.coordinator).inspection.createInspectionDirect({
      policyId: '300777',
      customerName: 'Rita Moss',
      customerForename: 'Rita',
      customerSurname: 'Moss',
      customerEmail: '',
      customerPhone: '',
      propertyAddress: '2 Dale Road, Halifax, HX1 2AB',
      addressLine1: '2 Dale Road',
      addressTown: 'Halifax',
      addressPostcode: 'HX1 2AB',
      measureType: 'INSULATION',
      installerName: 'Dale Insulation',
      installerCompany: 'Dale Insulation',
      installerEmail: '',
      trigger: 'QUALITY_ASSURANCE',
      scheduledDate: '2026-12-12',
      notes: '',
    });
    expect(await theOne('inspection.created')).toEqual({
      id: created.id,
      reference: created.reference,
      status: 'PENDING',
      measureType: 'INSULATION',
      scheduledDate: '2026-12-12',
    });
  });

  it('inspection.status_changed and inspection.completed from inspection.updateInspectionStatus', async () => {
    const inspection = await createInspection(database.db, { status: 'IN_PROGRESS' });
    await answerEveryQuestion(database.db, staff.admin, inspection.id);
    await caller(staff.admin).inspection.updateInspectionStatus({
      id: inspection.id,
      status: 'PASSED',
      completionNotes: 'All good',
      completedDate: '2026-11-27',
    });
    const move = { id: inspection.id, reference: inspection.reference };
    expect(await theOne('inspection.status_changed')).toEqual({
      ...move,
      from: 'IN_PROGRESS',
      to: 'PASSED',
    });
    expect(await theOne('inspection.completed')).toEqual({
      ...move,
      from: 'IN_PROGRESS',
      to: 'PASSED',
      completedDate: '2026-11-27',
    });
  });
});

describe('defect and follow-up events', () => {
  it('defect.created from defects.create; followup.overdue and defect.overdue from the overdue job', async () => {
    const inspection = await createInspection(database.db, { status: 'FAILED' });
    const defect = await caller(staff.coordinator).defects.create({
      inspectionId: inspection.id,
      title: 'Render cracking',
      description: 'Cracks at the window reveals',
      severity: 'high',
      category: 'quality',
      location: 'Front elevation',
    });
    expect(await theOne('defect.created')).toEqual({
      id: defect.id,
      reference: defect.reference,
      inspectionId: inspection.id,
      severity: 'high',
    });
    // The job runs a day after the defect's due date: its resolution follow-up is overdue.
    const dueDate = new Date(defect.dueDate);
    await JOBS.find((job) => job.name === 'followups-overdue')!.run({
      db: database.db,
      driver: database.driver,
      logger: silentLogger,
      services: createTestServices(),
      now: new Date(dueDate.getTime() + 86_400_000),
    });
    const followup = await theOne('followup.overdue');
    expect(followup).toMatchObject({
      title: expect.any(String) as unknown,
      dueDate: dueDate.toISOString(),
      inspectionId: inspection.id,
      defectId: defect.id,
    });
    expect(await theOne('defect.overdue')).toEqual({
      id: defect.id,
      reference: defect.reference,
      severity: 'high',
      dueDate: dueDate.toISOString(),
    });
  });
});

describe('remediation events', () => {
  it('remediation.submitted from the portal, rejected and accepted from checklists.setStatus', async () => {
    const installer = await createInstaller(database.db, { name: 'Alpha Walls Ltd' });
    const installerUser = await createInstallerUser(database.db, installer.id, {
      email: 'ann@alpha.test',
    });
    const inspection = await createInspection(database.db, {
      status: 'PENDING',
      installerId: installer.id,
      inspectorUserId: staff.inspector.id,
      measureType: 'INSULATION',
      measureCode: 'CWI',
      measureLabel: 'CWI Cavity Wall Insulation',
    });
    const item = { inspectionId: inspection.id, itemId: 'CWI.1' };
    await caller(staff.inspector).checklists.answer({
      ...item,
      answer: 'Fail',
      severity: 'Major',
      comment: 'Voids in the fill',
    });
    const evidence = async (seed: string) => {
      // The portal upload's own step (tested in remediations.test.ts): one file on record.
      await database.db.insert(inspectionEvidence).values({
        tenantId: staff.admin.tenantId,
        ...item,
        kind: 'document',
        purpose: 'remediation',
        fileName: `${seed}.pdf`,
        mime: 'application/pdf',
        size: 10,
        sha256: createHash('sha256').update(seed).digest('hex'),
        storageKey: `test/${seed}.pdf`,
        uploadedBy: installerUser.id,
        uploadedByName: 'Ina Installer',
      });
    };
    await evidence('first');
    await caller(installerUser).portal.remediations.submit({ ...item, note: 'Refilled' });
    const submitted = await theOne('remediation.submitted');
    expect(submitted).toEqual({
      id: expect.any(String) as unknown,
      reference: inspection.reference,
      ...item,
      installerId: installer.id,
      isLate: false,
    });
    const decided = { id: `${inspection.id}:CWI.1`, reference: inspection.reference, ...item };
    await caller(staff.coordinator).checklists.setStatus({
      ...item,
      status: 'Rejected',
      reason: 'Still voids by the door',
    });
    expect(await theOne('remediation.rejected')).toEqual({
      ...decided,
      reason: 'Still voids by the door',
    });
    await evidence('second');
    await caller(installerUser).portal.remediations.submit({ ...item, note: 'Filled again' });
    await caller(staff.coordinator).checklists.setStatus({ ...item, status: 'Accepted' });
    expect(await theOne('remediation.accepted')).toEqual(decided);
  });
});

describe('import events', () => {
  it('import.completed and one measure.created per new measure from a real measures import', async () => {
    const { fileId, umrs } = await importMeasuresCsv(database, app, staff.coordinator);
    expect(await theOne('import.completed')).toEqual({
      id: fileId,
      entity: 'measures',
      inserted: 1,
      updated: 0,
      skipped: 0,
      errors: 0,
    });
    const measure = await theOne('measure.created');
    expect(measure).toEqual({
      id: expect.any(String) as unknown,
      reference: umrs[0],
      umr: umrs[0],
    });
  });
});

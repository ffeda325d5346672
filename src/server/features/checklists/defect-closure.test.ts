import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { buildWizardForm } from '@/server/db/inspection-factories';
import { auditLog, defects, inspectionEvidence } from '@/server/db/schema/index';
import { createStaff, type User } from '@/server/test-support/staff-and-inspections';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import type { Actor } from '@/server/trpc/actor';
import { markChecklistItemProvided } from './status';

/**
 * Issue 31 point 8, "the defect closed": a defect opened by a Major fail is resolved when that
 * fail's remediation is accepted, or when the fail is overturned, and not while a fail of it
 * still waits; each closure is audited.
 */
let database: Database;
let admin: User;
let coordinator: User;
let inspector: User;
let inspectionId: string;

const actorOf = (user: User): Actor => ({
  db: database.db,
  tenantId: user.tenantId,
  user: { ...user, name: `${user.firstName} ${user.lastName}` },
  ip: '127.0.0.1',
});

async function failMajor(itemId: string) {
  const answered = await callerFor(database.db, inspector).checklists.answer({
    inspectionId,
    itemId,
    answer: 'Fail',
    severity: 'Major',
    comment: 'Render beads missing at the corners',
  });
  expect(answered.defectId).toBeTruthy();
  return answered.defectId!;
}

async function submitRemediation(itemId: string) {
  await database.db.insert(inspectionEvidence).values({
    tenantId: admin.tenantId,
    inspectionId,
    itemId,
    kind: 'document',
    purpose: 'remediation',
    fileName: 'remediation.pdf',
    mime: 'application/pdf',
    size: 10,
    sha256: createHash('sha256').update(`closure-${itemId}`).digest('hex'),
    storageKey: `test/closure-${itemId}.pdf`,
    uploadedBy: admin.id,
    uploadedByName: 'Ada Min',
  });
  await database.db.transaction((tx) =>
    markChecklistItemProvided(tx, actorOf(admin), { inspectionId, itemId, purpose: 'remediation' }),
  );
}

const defectOf = async (id: string) =>
  (await database.db.select().from(defects).where(eq(defects.id, id)))[0]!;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ admin, coordinator, inspector } = await createStaff(database));
  const today = new Date().toISOString().slice(0, 10);
  const created = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
    source: 'COMPLETED_WIZARD',
    form: buildWizardForm('completed', {
      completedDate: today,
      installerName: 'Closure Walls',
      installerCompany: 'Closure Walls Ltd',
      installerEmail: 'office@closurewalls.co.uk',
      qmpCert: 'QMP-77120',
    }),
  });
  inspectionId = created.id;
}, 60_000);
afterAll(() => database.close());

describe('a defect opened by a checklist fail', () => {
  it('stays open under review and is resolved, audited, when the remediation is accepted', async () => {
    const defectId = await failMajor('EWI.1');
    await submitRemediation('EWI.1');
    expect((await defectOf(defectId)).status).toBe('open');
    await callerFor(database.db, coordinator).checklists.setStatus({
      inspectionId,
      itemId: 'EWI.1',
      status: 'Accepted',
      reason: '',
    });
    const defect = await defectOf(defectId);
    expect(defect.status).toBe('resolved');
    expect(defect.resolvedAt).toBeInstanceOf(Date);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'defect'), eq(auditLog.resourceId, defectId)));
    expect(audit.map((a) => (a.details as { changes?: unknown }).changes)).toContainEqual({
      status: 'resolved',
    });
  });

  it('stays open after a rejection, and is resolved when the fail is overturned', async () => {
    const defectId = await failMajor('EWI.2');
    await submitRemediation('EWI.2');
    await callerFor(database.db, coordinator).checklists.setStatus({
      inspectionId,
      itemId: 'EWI.2',
      status: 'Rejected',
      reason: 'The photos do not show the corners',
    });
    expect((await defectOf(defectId)).status).toBe('open');
    await callerFor(database.db, coordinator).checklists.overturnFail({
      inspectionId,
      itemId: 'EWI.2',
      reason: 'The inspector measured the wrong elevation',
    });
    expect((await defectOf(defectId)).status).toBe('resolved');
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { auditLog, offlineChanges } from '@/server/db/schema/index';
import type { UploadStore } from '@/server/lib/upload-store';
import { createInspection } from '@/server/test-support/inspections';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { createTestServices } from '@/server/test-support/test-services';
import { OWNER_TENANT, OWNER_USER } from './upload-owner';

// Test support of the offline tests (not a test file: vitest runs *.test.ts only).

export const services = createTestServices();

export const offlineCaller = (database: Database, user: TestUser) =>
  callerFor(database.db, user, '203.0.113.7', services);

/** An open inspection assigned to `user`, scheduled today, with its checklist's first items. */
export async function assignedInspection(database: Database, user: TestUser) {
  const inspection = await createInspection(database.db, {
    inspectorUserId: user.id,
    scheduledDate: new Date().toISOString().slice(0, 10),
    status: 'PENDING',
    // CWI's checklist has questions, photos and documents (CWI.1, CWI.DOC-1, ...).
    measureType: 'INSULATION',
    measureCode: 'CWI',
    measureLabel: 'CWI Cavity Wall Insulation',
  });
  const checklist = await offlineCaller(database, user).checklists.forInspection({
    inspectionId: inspection.id,
  });
  const question = checklist.items.find((i) => i.kind === 'question')!;
  const photoItem = checklist.items.find((i) => i.kind === 'photo')!;
  return { inspection, question, photoItem, checklist };
}

/** A finished (or, with `sent`, partial) upload of `owner`, as the tus route would leave it. */
export async function storedUpload(
  store: UploadStore,
  owner: TestUser,
  body: Buffer,
  metadata: { inspectionId: string; filename: string },
  sent = body.length,
) {
  const id = randomBytes(16).toString('hex');
  await store.create({
    id,
    size: body.length,
    offset: 0,
    metadata: { ...metadata, [OWNER_TENANT]: owner.tenantId, [OWNER_USER]: owner.id },
    creation_date: new Date().toISOString(),
  } as unknown as Parameters<UploadStore['create']>[0]);
  await store.write(Readable.from([body.subarray(0, sent)]), id, 0);
  return id;
}

export const newKey = () => randomUUID();

export async function keyRow(database: Database, tenantId: string, key: string) {
  const [row] = await database.db
    .select()
    .from(offlineChanges)
    .where(and(eq(offlineChanges.tenantId, tenantId), eq(offlineChanges.key, key)));
  return row ?? null;
}

export async function auditOf(database: Database, action: string, resourceId: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.resourceId, resourceId)));
}

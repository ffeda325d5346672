import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { createInstaller } from '@/server/test-support/installers';
import { auditLog, documentReviews, installerDocuments } from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { countPendingDocumentReviews } from './service';

const T = 'default-tenant';
const DAY = 86_400_000;
let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let coordinator: User;
let inspector: User;
let outsider: User;
let installerId: string;

const newUser = (email: string, role: User['role'], tenantId = T) =>
  createUser(database.db, {
    email,
    firstName: email.split('@')[0]!,
    lastName: 'Test',
    role,
    tenantId,
  });

const reviews = (user: User) => callerFor(database.db, user).documentReviews;

async function errorOf(call: Promise<unknown>) {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as { code?: string; message: string },
  );
}

async function upload(name: string, type: string, ageDays: number, mimeType = 'application/pdf') {
  const id = randomUUID();
  await database.db.insert(installerDocuments).values({
    id,
    tenantId: T,
    installerId,
    name,
    type,
    storageKey: `installer-documents/${id}`,
    size: 1234,
    mimeType,
    uploadedBy: admin.id,
    uploadedAt: new Date(Date.now() - ageDays * DAY),
  });
  return id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await createTenant(database.db, 'other-tenant');
  admin = await newUser('ada@test.uk', 'ADMIN');
  coordinator = await newUser('cora@test.uk', 'COORDINATOR');
  inspector = await newUser('ivy@test.uk', 'INSPECTOR');
  outsider = await newUser('eve@test.uk', 'ADMIN', 'other-tenant');
  const installer = await createInstaller(database.db, { tenantId: T, name: 'Review Installers' });
  installerId = installer.id;
});
afterAll(() => database.close());

describe('documentReviews', () => {
  let fresh: string;
  let month: string;
  let old: string;
  let photo: string;

  beforeAll(async () => {
    fresh = await upload('Insurance 2026.pdf', 'Insurance', 1);
    month = await upload('Certificate.pdf', 'Certificate', 10);
    old = await upload('Old certificate.pdf', 'Certificate', 45);
    photo = await upload('Site photo.png', 'Photo', 3, 'image/png');
  });

  it('lists new uploads as pending, oldest first, with counts, types and links', async () => {
    const list = await reviews(coordinator).list({});
    expect(list.items.map((d) => d.id)).toEqual([old, month, photo, fresh]);
    expect(list.items[0]).toMatchObject({
      status: 'pending',
      installerName: 'Review Installers',
      uploadedByName: 'ada Test',
      downloadUrl: `/api/document-reviews/${old}/file?download=1`,
      isPreviewable: true,
      kind: 'installer_document',
    });
    expect(list.statusCounts).toEqual({ pending: 4, approved: 0, rejected: 0 });
    expect(list.ageCounts).toEqual({ all: 4, lt7: 2, '7to30': 1, gt30: 1 });
    expect(list.types).toEqual(['Certificate', 'Insurance', 'Photo']);
    expect(await countPendingDocumentReviews(database.db, T)).toBe(4);
  });

  it('filters by type, age and search', async () => {
    const ids = async (input: Parameters<ReturnType<typeof reviews>['list']>[0]) =>
      (await reviews(coordinator).list(input)).items.map((d) => d.id);
    expect(await ids({ type: 'Certificate' })).toEqual([old, month]);
    expect(await ids({ age: 'lt7' })).toEqual([photo, fresh]);
    expect(await ids({ age: '7to30' })).toEqual([month]);
    expect(await ids({ age: 'gt30' })).toEqual([old]);
    expect(await ids({ search: 'photo' })).toEqual([photo]);
    expect(await ids({ search: 'review installers', age: 'gt30' })).toEqual([old]);
  });

  it('approves with an audit row and moves the document out of the queue', async () => {
    const decided = await reviews(coordinator).approve({ id: month });
    expect(decided).toMatchObject({ id: month, status: 'approved' });
    const pending = await reviews(coordinator).list({});
    expect(pending.items.map((d) => d.id)).not.toContain(month);
    const approved = await reviews(coordinator).list({ status: 'approved' });
    expect(approved.items).toHaveLength(1);
    expect(approved.items[0]).toMatchObject({ id: month, reviewerName: 'cora Test', reason: null });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'document_review'), eq(auditLog.resourceId, month)));
    expect(audit).toMatchObject({ action: 'approve', userId: coordinator.id });
    expect(audit?.details).toMatchObject({ from: 'pending', to: 'approved' });
  });

  it('rejects only with a reason', async () => {
    await expectBadRequest(
      reviews(coordinator).reject({ id: old, reason: '' }),
      'Reason is required',
    );
    await expectBadRequest(
      reviews(coordinator).reject({ id: old, reason: '   ' }),
      'Reason is required',
    );
    const [none] = await database.db
      .select()
      .from(documentReviews)
      .where(eq(documentReviews.documentId, old));
    expect(none).toBeUndefined();
    await reviews(admin).reject({ id: old, reason: 'Expired in 2024' });
    const rejected = await reviews(admin).list({ status: 'rejected' });
    expect(rejected.items[0]).toMatchObject({
      id: old,
      reason: 'Expired in 2024',
      status: 'rejected',
    });
    expect(rejected.statusCounts).toEqual({ pending: 2, approved: 1, rejected: 1 });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'document_review'), eq(auditLog.resourceId, old)));
    expect(audit?.details).toMatchObject({ to: 'rejected', reason: 'Expired in 2024' });
  });

  it('a decision can be changed later, and is audited again', async () => {
    await reviews(admin).approve({ id: old });
    const all = await reviews(admin).list({ status: 'all' });
    expect(all.items.find((d) => d.id === old)).toMatchObject({ status: 'approved', reason: null });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'document_review'), eq(auditLog.resourceId, old)));
    expect(audits).toHaveLength(2);
  });

  it('refuses an INSPECTOR, another tenant and unknown documents', async () => {
    expect(await errorOf(reviews(inspector).list({}))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await errorOf(reviews(inspector).approve({ id: fresh }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await errorOf(reviews(inspector).reject({ id: fresh, reason: 'No' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await reviews(outsider).list({ status: 'all' })).total).toBe(0);
    expect(await errorOf(reviews(outsider).approve({ id: fresh }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Document not found.',
    });
    expect(await errorOf(reviews(admin).approve({ id: randomUUID() }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { createInstaller } from '@/server/test-support/installers';
import { installerDocuments } from '@/server/db/schema/index';
import { signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { silentLogger } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTestServices, createTestStorage } from '@/server/test-support/test-services';

const T = 'default-tenant';
let database: Database;
let app: FastifyInstance;
const storage = createTestStorage();
const tokens: Record<string, string> = {};
let pdfId: string;
let docxId: string;

async function storeDocument(installerId: string, name: string, mimeType: string, body: Buffer) {
  const id = randomUUID();
  const storageKey = `installer-documents/${id}`;
  await storage.putFile(storageKey, body);
  await database.db.insert(installerDocuments).values({
    id,
    tenantId: T,
    installerId,
    name,
    type: 'Certificate',
    storageKey,
    size: body.length,
    mimeType,
  });
  return id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    database,
    logger: silentLogger,
    authSecret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    services: createTestServices({ storage }),
  });
  for (const [email, role] of [
    ['cora@test.uk', 'COORDINATOR'],
    ['ivy@test.uk', 'INSPECTOR'],
  ] as const) {
    await createUser(database.db, { email, firstName: 'T', lastName: role, role });
    const response = await app.inject(signInRequest(email, 'password-1', { ip: '198.51.100.9' }));
    tokens[email] = response.headers['set-auth-token'] as string;
  }
  const installer = await createInstaller(database.db, { tenantId: T, name: 'File Installers' });
  pdfId = await storeDocument(
    installer.id,
    'Insurance £.pdf',
    'application/pdf',
    Buffer.from('%PDF-1.4 test'),
  );
  docxId = await storeDocument(
    installer.id,
    'Method.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    Buffer.from('PK\u0003\u0004 test'),
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, email?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: email ? { authorization: `Bearer ${tokens[email]}` } : {},
  });

describe('GET /api/document-reviews/:id/file', () => {
  it('serves a PDF inline for preview and as an attachment on request', async () => {
    const inline = await get(`/api/document-reviews/${pdfId}/file`, 'cora@test.uk');
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="Insurance _.pdf"/);
    expect(inline.body).toBe('%PDF-1.4 test');
    const download = await get(`/api/document-reviews/${pdfId}/file?download=1`, 'cora@test.uk');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('never serves other types inline', async () => {
    const response = await get(`/api/document-reviews/${docxId}/file`, 'cora@test.uk');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Method.docx"/);
  });

  it('refuses no session, no documents:review, and unknown ids', async () => {
    expect((await get(`/api/document-reviews/${pdfId}/file`)).statusCode).toBe(401);
    expect((await get(`/api/document-reviews/${pdfId}/file`, 'ivy@test.uk')).statusCode).toBe(403);
    expect(
      (await get(`/api/document-reviews/${randomUUID()}/file`, 'cora@test.uk')).statusCode,
    ).toBe(404);
    expect((await get('/api/document-reviews/nope/file', 'cora@test.uk')).statusCode).toBe(404);
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '@/server/auth/auth';
import { registerAuthRoutes } from '@/server/auth/fastify-bridge';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { createLocalStorage } from '@/server/storage/local-storage';
import { TEST_BASE_URL, signInRequest } from '@/server/test-support/test-app';
import { silentLogger } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import type { PlatformServices } from '@/server/platform/services';
import { createTestServices } from '@/server/test-support/test-services';
import { MAX_DOCUMENT_BYTES } from './document-rules';
import { registerApiGuard } from '@/server/auth/api-guard';
import { registerInstallerContactRoutes } from './routes';
import { contactsCallerFor, errorOf, insertInstaller } from './test-kit';

let database: Database;
let app: FastifyInstance;
let auth: ReturnType<typeof createAuth>;
let storage: ReturnType<typeof createLocalStorage>;
let services: PlatformServices;
let filesDir: string;
type User = Awaited<ReturnType<typeof createUser>>;
let coordinator: User;
let inspector: User;
let installerId: string;
let otherInstallerId: string;
const headers: Record<'coordinator' | 'inspector' | 'outsider', Record<string, string>> = {
  coordinator: {},
  inspector: {},
  outsider: {},
};

const PDF = Buffer.from('%PDF-1.7\n% test document\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeAll(async () => {
  database = await openTestDatabase();
  filesDir = await mkdtemp(join(tmpdir(), 'inspecthub-docs-'));
  storage = createLocalStorage(filesDir);
  services = createTestServices({ storage });
  const make = (email: string, role: User['role'], tenantId?: string) =>
    createUser(database.db, { email, firstName: role, lastName: 'User', role, tenantId });
  coordinator = await make('cora@test.uk', 'COORDINATOR');
  inspector = await make('ian@test.uk', 'INSPECTOR');
  await createTenant(database.db, 'other-tenant');
  await make('olga@test.uk', 'ADMIN', 'other-tenant');
  installerId = (
    await insertInstaller(database.db, { tenantId: coordinator.tenantId, name: 'Docs Ltd' })
  ).id;
  otherInstallerId = (
    await insertInstaller(database.db, { tenantId: 'other-tenant', name: 'Elsewhere Ltd' })
  ).id;

  app = Fastify();
  auth = createAuth({
    db: database.db,
    secret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    trustedOrigins: [TEST_BASE_URL],
    services: { mailer: null },
  });
  registerApiGuard(app, { auth, db: database.db });
  await registerAuthRoutes(app, auth, TEST_BASE_URL);
  await registerInstallerContactRoutes(app, { storage, logger: silentLogger });
  for (const [who, email] of [
    ['coordinator', 'cora@test.uk'],
    ['inspector', 'ian@test.uk'],
    ['outsider', 'olga@test.uk'],
  ] as const) {
    const response = await app.inject(
      signInRequest(email, 'password-1', {
        ip: `198.51.100.${Object.keys(headers).indexOf(who) + 10}`,
      }),
    );
    headers[who] = { authorization: `Bearer ${response.headers['set-auth-token'] as string}` };
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
});

type Part = [name: string, value: string] | [name: string, bytes: Buffer, fileName: string];

/** A real multipart body, encoded by the platform's FormData. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)]), fileName);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function upload(who: keyof typeof headers, parts: Part[], target = installerId) {
  const body = await multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/api/installers/${target}/documents`,
    headers: { ...headers[who], 'content-type': body.contentType },
    payload: body.payload,
  });
}

const storedFiles = async () =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('document upload and download', () => {
  it('stores a PDF with its type and expiry, lists it and serves it back under its own name', async () => {
    const response = await upload('coordinator', [
      ['type', 'Insurance certificate'],
      ['expiryDate', '2099-12-31'],
      ['file', PDF, 'Café cover 2026.pdf'],
    ]);
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: string }>();
    expect(created).toMatchObject({
      name: 'Café cover 2026.pdf',
      type: 'Insurance certificate',
      size: PDF.length,
      mimeType: 'application/pdf',
      expiryDate: '2099-12-31',
      isExpired: false,
    });
    const listed = await contactsCallerFor(database.db, inspector).documents.list({ installerId });
    expect(listed.map((d) => d.id)).toEqual([created.id]);
    expect(listed[0]).not.toHaveProperty('storageKey');

    const download = await app.inject({
      method: 'GET',
      url: `/api/installer-documents/${created.id}`,
      headers: headers.inspector,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Caf_ cover 2026.pdf"; filename*=UTF-8''Caf%C3%A9%20cover%202026.pdf`,
    );
  });

  it('reads fields sent after the file and flags an expired document', async () => {
    const response = await upload('coordinator', [
      ['file', PNG, 'photo.PNG'],
      ['expiryDate', '2020-01-31'],
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'Other',
      mimeType: 'image/png',
      isExpired: true,
    });
  });

  it('accepts exactly 10 MB and refuses a byte more with 413, keeping nothing', async () => {
    const before = await storedFiles();
    const atLimit = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF.length)]);
    expect((await upload('coordinator', [['file', atLimit, 'big.pdf']])).statusCode).toBe(201);
    const tooBig = await upload('coordinator', [
      ['file', Buffer.concat([atLimit, Buffer.from('!')]), 'bigger.pdf'],
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'File is larger than 10 MB' });
    expect((await storedFiles()).length).toBe(before.length + 1);
  });

  it('refuses other file types, and files whose contents do not match their name, with 415', async () => {
    const before = await storedFiles();
    for (const [bytes, name] of [
      [Buffer.from('plain text'), 'notes.txt'],
      [Buffer.from('<html><script>'), 'fake.pdf'],
      [PDF, 'report.docx'],
      [Buffer.alloc(0), 'empty.pdf'],
    ] as const) {
      const response = await upload('coordinator', [['file', bytes, name]]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'Only PDF, DOCX, XLSX, PNG or JPEG files can be uploaded',
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a missing file and a malformed expiry date with 400', async () => {
    expect((await upload('coordinator', [['type', 'x']])).json()).toEqual({
      error: 'Choose a file to upload',
    });
    const bad = await upload('coordinator', [
      ['file', PDF, 'a.pdf'],
      ['expiryDate', '31/12/2026'],
    ]);
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: 'Expiry date format is invalid' }]);
  });

  it('answers a body cut short with 400, keeping nothing', async () => {
    const before = await storedFiles();
    const body = await multipart([
      ['type', 'Insurance certificate'],
      ['file', PDF, 'cut.pdf'],
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/installers/${installerId}/documents`,
      headers: { ...headers.coordinator, 'content-type': body.contentType },
      payload: body.payload.subarray(0, body.payload.length - 60),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The upload was cut short or malformed. Please try again.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('checks session, permission and tenant', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/installers/${installerId}/documents`,
    });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { error: 'Please sign in to continue.' },
    ]);
    const inspectorUpload = await upload('inspector', [['file', PDF, 'a.pdf']]);
    expect([inspectorUpload.statusCode, inspectorUpload.json()]).toEqual([
      403,
      { error: 'You do not have permission to do this (installers:edit).' },
    ]);
    const foreign = await upload('coordinator', [['file', PDF, 'a.pdf']], otherInstallerId);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { error: 'Installer not found.' }]);
    const [mine] = await contactsCallerFor(database.db, coordinator).documents.list({
      installerId,
    });
    const peek = await app.inject({
      method: 'GET',
      url: `/api/installer-documents/${mine!.id}`,
      headers: headers.outsider,
    });
    expect([peek.statusCode, peek.json()]).toEqual([404, { error: 'Document not found.' }]);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/installer-documents/not-a-uuid',
          headers: headers.inspector,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes for editors only, removing the record and the file', async () => {
    const created = (await upload('coordinator', [['file', PDF, 'gone.pdf']])).json<{
      id: string;
    }>();
    expect(
      await errorOf(
        contactsCallerFor(database.db, inspector, services).documents.delete({ id: created.id }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    const before = (await storedFiles()).length;
    expect(
      await contactsCallerFor(database.db, coordinator, services).documents.delete({
        id: created.id,
      }),
    ).toEqual({ id: created.id });
    expect((await storedFiles()).length).toBe(before - 1);
    const gone = await app.inject({
      method: 'GET',
      url: `/api/installer-documents/${created.id}`,
      headers: headers.coordinator,
    });
    expect(gone.statusCode).toBe(404);
    expect(
      await errorOf(
        contactsCallerFor(database.db, coordinator, services).documents.delete({ id: created.id }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Document not found.' });
  });

  it('mounts beside an app-wide multipart registration', async () => {
    const other = Fastify();
    await other.register(fastifyMultipart);
    registerApiGuard(other, { auth, db: database.db });
    await registerInstallerContactRoutes(other, { storage, logger: silentLogger });
    await other.ready();
    await other.close();
  });
});

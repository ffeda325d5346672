import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '../shared/roles';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { createUser } from './test-support/users';
import { createInspection } from './test-support/inspections';
import { ensureDefaultMatrix } from './features/permissions/service';
import { settleBackgroundReports } from './features/reports/generate-report';
import { startS3Double } from './test-support/s3-double';
import { silentLogger } from './test-support/test-caller';
import { TEST_BASE_URL } from './test-support/test-app';
import { openTestDatabase } from './test-support/test-database';
import { createScratchDatabase } from './test-support/scratch-postgres';
import { signIn, trpcMutation } from './test-support/trpc-over-http';
import { createS3Storage } from './storage/s3-storage';
import { createTestServices } from '@/server/test-support/test-services';

/**
 * Two server instances that share nothing but the database and the object
 * store (ARCHITECTURE.md, scale-out): what is uploaded or made on A downloads
 * from B. In the PostgreSQL pass (TEST_DB_DRIVER=postgres, as `.ci/run` sets
 * up) each instance has its own connection pool on one database; on PGlite
 * both share the embedded database, and the files still go through S3 only.
 */
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && !!process.env.TEST_DATABASE_URL;

let s3: Awaited<ReturnType<typeof startS3Double>>;
let databases: Database[] = [];
let dropScratch: (() => Promise<void>) | null = null;
let serverA: FastifyInstance;
let serverB: FastifyInstance;
let cookie: string;

async function openSharedDatabases(): Promise<[Database, Database]> {
  if (!onPostgres) {
    const shared = await openTestDatabase();
    return [shared, shared];
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'inspecthub_two');
  dropScratch = scratch.drop;
  const a = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 3 });
  const b = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 3 });
  await a.migrate();
  await ensureDefaultMatrix(a.db, DEFAULT_TENANT_ID);
  return [a, b];
}

const serverOn = (database: Database) =>
  buildApp({
    database,
    logger: silentLogger,
    authSecret: 'two-servers-secret-that-is-long-enough-0000',
    baseUrl: TEST_BASE_URL,
    services: createTestServices({ storage: createS3Storage(s3.config) }),
  });

beforeAll(async () => {
  s3 = await startS3Double();
  const [a, b] = await openSharedDatabases();
  databases = a === b ? [a] : [a, b];
  serverA = await serverOn(a);
  serverB = await serverOn(b);
  await Promise.all([serverA.ready(), serverB.ready()]);
  await createUser(a.db, { email: 'ops@two-servers.test', role: 'ADMIN' });
  ({ cookie } = await signIn(serverA, 'ops@two-servers.test', 'password-1'));
}, 60_000);

afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
  for (const database of databases) await database.close();
  await dropScratch?.();
  await s3?.stop();
});

const getOnB = (url: string) => serverB.inject({ method: 'GET', url, headers: { cookie } });

async function uploadOnA(installerId: string, bytes: Buffer) {
  const form = new FormData();
  form.append('type', 'Insurance certificate');
  form.append('file', new Blob([new Uint8Array(bytes)]), 'cover.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return serverA.inject({
    method: 'POST',
    url: `/api/installers/${installerId}/documents`,
    headers: {
      cookie,
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe(`two servers on ${onPostgres ? 'PostgreSQL (two pools)' : 'one PGlite'} and one S3 store`, () => {
  it('an installer document uploaded on A downloads from B', async () => {
    const installer = await trpcMutation(serverA, cookie, 'installers.create', {
      name: 'Shared Files Ltd',
    });
    const installerId = (installer.data as { id: string }).id;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const uploaded = await uploadOnA(installerId, pdf);
    expect(uploaded.statusCode).toBe(201);
    const download = await getOnB(`/api/installer-documents/${uploaded.json<{ id: string }>().id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('an invoice issued on A downloads from B', async () => {
    const installer = await trpcMutation(serverA, cookie, 'installers.create', {
      name: 'Invoice Installers',
    });
    const installerRow = installer.data as { id: string; name: string };
    const inspection = await createInspection(databases[0]!.db, {
      status: 'PASSED',
      installerName: installerRow.name,
      installerId: installerRow.id,
    });
    const payment = await trpcMutation(serverA, cookie, 'payments.record', {
      installerId: installerRow.id,
      inspectionId: inspection.id,
      amount: '£1,250.75',
      dueDate: '2026-12-31',
      description: 'Cavity wall inspection fee',
    });
    expect(payment.error).toBeNull();
    const paymentId = (payment.data as { id: string }).id;
    const invoice = await trpcMutation(serverA, cookie, 'payments.generateInvoice', { paymentId });
    expect(invoice.error).toBeNull();
    const download = await getOnB(`/api/payments/${paymentId}/invoice`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a report generated on A downloads from B', async () => {
    const generated = await trpcMutation(serverA, cookie, 'reports.generate', { format: 'csv' });
    expect(generated.error).toBeNull();
    await settleBackgroundReports();
    const download = await getOnB(`/api/reports/${(generated.data as { id: string }).id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.body.length).toBeGreaterThan(0);
  });

  it('a backup taken on A is listed on B and downloads from B', async () => {
    const backup = await trpcMutation(serverA, cookie, 'maintenance.backupNow', {});
    expect(backup.error).toBeNull();
    const file = (backup.data as { file: { name: string; size: number } }).file;
    const listed = await serverB.inject({
      method: 'GET',
      url: '/trpc/maintenance.get',
      headers: { cookie },
    });
    const overview = listed.json<{ result: { data: { backups: { name: string }[] } } }>();
    expect(overview.result.data.backups.map((b) => b.name)).toContain(file.name);
    const download = await getOnB(`/api/maintenance/backups/${file.name}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(file.size);
  }, 60_000);
});

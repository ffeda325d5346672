import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { fundingSchemes, workTypes } from '../db/schema/index';
import { runImportQueue } from '../features/imports/job';
import { NO_OVERLOAD_LIMITS } from '../lib/overload';
import { createLocalStorage } from '../storage/local-storage';
import { createInstaller } from './installers';
import { signInRequest, TEST_BASE_URL } from './test-app';
import { callerFor, silentLogger, type TestUser } from './test-caller';
import { createTestServices } from './test-services';

/**
 * Test support for the webhook event tests: the real app with a storage the import job reads,
 * and the scheme, work type and installer a one-row measures CSV needs (as
 * measures-import.test.ts sets them up).
 */
export async function startImportApp(database: Database) {
  const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'inspecthub-webhook-import-')));
  const app = await buildApp({
    database,
    logger: silentLogger,
    authSecret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    services: createTestServices({ storage }),
    overloadLimits: NO_OVERLOAD_LIMITS,
  });
  return Object.assign(app, { storage });
}

type ImportApp = Awaited<ReturnType<typeof startImportApp>>;

const HEADERS =
  'UMR,Project reference,Address line 1,Postcode,Scheme,Work type,Installer,Install date';

/** Uploads, dry-runs and imports one new measure through the real routes, procedures and job. */
export async function importMeasuresCsv(database: Database, app: ImportApp, user: TestUser) {
  const tenantId = user.tenantId;
  await database.db.insert(workTypes).values({
    tenantId,
    code: 'DW-101',
    ecoName: 'Cavity wall insulation',
    measureCategory: 'CWI',
  });
  await database.db.insert(fundingSchemes).values({ tenantId, code: 'ECO4', name: 'ECO4' });
  await createInstaller(database.db, { name: 'Warm Homes Ltd', tenantId });
  const umr = 'P900WHKS';
  const csv = `${HEADERS}\r\n${umr},P900,1 Mill Lane,LS2 7AB,ECO4,DW-101,Warm Homes Ltd,03/02/2026`;
  const signIn = await app.inject(signInRequest(user.email, 'password-1'));
  const form = new FormData();
  form.append('entity', 'measures');
  form.append('file', new Blob([csv]), 'measures.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/api/imports/uploads',
    headers: {
      authorization: `Bearer ${signIn.headers['set-auth-token'] as string}`,
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (response.statusCode !== 201) throw new Error(`upload refused: ${response.body}`);
  const id = response.json<{ id: string }>().id;
  const caller = callerFor(database.db, user).imports;
  const work = () => runImportQueue({ db: database.db, storage: app.storage, now: new Date() });
  const file = await caller.get({ id });
  await caller.dryRun({ id, mapping: file.mapping, saveMapping: false });
  await work();
  await caller.start({ id, mode: 'valid_only', acceptWarnings: false });
  await work();
  return { fileId: id, umrs: [umr] };
}

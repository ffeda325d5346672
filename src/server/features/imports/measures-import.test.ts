import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEASURE_IMPORT_MESSAGES } from '@/shared/imports/measure-import-row';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import { buildApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import {
  auditLog,
  fundingSchemes,
  importFiles,
  lodgedMeasures,
  workTypes,
} from '@/server/db/schema/index';
import { NO_OVERLOAD_LIMITS } from '@/server/lib/overload';
import { createLocalStorage } from '@/server/storage/local-storage';
import { createInstaller } from '@/server/test-support/installers';
import { signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor, silentLogger } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createUser } from '@/server/test-support/users';
import { runImportQueue } from './job';
import { createTestServices } from '@/server/test-support/test-services';

// Lodged measures through the importer (issue 30 point 2): CSV and TrustMark lodgement JSON,
// upsert by UMR, the UPRN and address warnings, errors per row; on a real database.

let database: Database;
let app: FastifyInstance;
const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'inspecthub-measure-files-')));
let auth: Record<string, string>;
let caller: ReturnType<typeof callerFor>;
let coraId: string;
const installer: Record<string, string> = {};
const tenantId = DEFAULT_TENANT_ID;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    database,
    logger: silentLogger,
    authSecret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    services: createTestServices({ storage }),
    overloadLimits: NO_OVERLOAD_LIMITS,
  });
  const cora = await createUser(database.db, {
    email: 'cora@measures.test.uk',
    firstName: 'Cora',
    lastName: 'Importer',
    role: 'COORDINATOR',
  });
  coraId = cora.id;
  caller = callerFor(database.db, { ...cora, role: 'COORDINATOR' });
  const signIn = await app.inject(signInRequest('cora@measures.test.uk', 'password-1'));
  auth = { authorization: `Bearer ${signIn.headers['set-auth-token'] as string}` };
  await database.db.insert(workTypes).values([
    { tenantId, code: 'DW-101', ecoName: 'Cavity wall insulation', measureCategory: 'CWI' },
    { tenantId, code: 'DW-103', ecoName: 'Cavity wall insulation (0.033)', measureCategory: 'CWI' },
    {
      tenantId,
      code: 'DW-126',
      ecoName: 'Solid wall insulation: external',
      measureCategory: 'EWI',
    },
  ]);
  await database.db.insert(fundingSchemes).values([
    { tenantId, code: 'ECO4', name: 'ECO4' },
    { tenantId, code: 'GBIS', name: 'Great British Insulation Scheme' },
  ]);
  installer.warm = (
    await createInstaller(database.db, { name: 'Warm Homes Ltd', qmpCertNumber: 'PAS-111' })
  ).id;
  installer.cosy = (await createInstaller(database.db, { name: 'Cosy Walls Ltd' })).id;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

async function uploaded(file: Buffer, fileName: string) {
  const form = new FormData();
  form.append('entity', 'measures');
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/api/imports/uploads',
    headers: {
      ...auth,
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const work = () => runImportQueue({ db: database.db, storage, now: new Date() });

async function dryRun(id: string) {
  const file = await caller.imports.get({ id });
  await caller.imports.dryRun({ id, mapping: file.mapping, saveMapping: false });
  await work();
  return caller.imports.get({ id });
}

async function importIt(id: string, acceptWarnings = false) {
  await caller.imports.start({ id, mode: 'valid_only', acceptWarnings });
  await work();
  return caller.imports.get({ id });
}

const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'));
const HEADERS = [
  'UMR',
  'Project reference',
  'UPRN',
  'Address line 1',
  'Postcode',
  'Scheme',
  'Work type',
  'TMLN',
  'PAS 2030 certificate',
  'Installer',
  'Install date',
  'Handover date',
];
const measureByUmr = async (umr: string) =>
  (
    await database.db
      .select()
      .from(lodgedMeasures)
      .where(and(eq(lodgedMeasures.tenantId, tenantId), eq(lodgedMeasures.umr, umr)))
  )[0];

/** Two good rows and four bad ones, each bad in its own way (the messages below). */
const MIXED_ROWS = [
  [
    'P100AAAA',
    'P100',
    '100000000001',
    '1 Mill Lane',
    'ls27ab',
    'ECO4',
    'DW-101',
    '2337207',
    'PAS-111',
    '',
    '03/02/2026',
    '04/02/2026',
  ],
  [
    'p101bbbb',
    'P101',
    '100000000002',
    '2 Mill Lane',
    'LS2 7AB',
    'great british insulation scheme',
    'dw-126',
    '',
    '',
    'cosy walls ltd',
    '2026-02-10',
    '',
  ],
  [
    'P102CCCC',
    '',
    '',
    '3 Mill Lane',
    'LS2 7AB',
    'XYZ',
    'DW-999',
    '',
    '',
    'Nobody Ltd',
    '10/02/2026',
    '',
  ],
  [
    'P103DDDD',
    '',
    '',
    '4 Mill Lane',
    'ZZ1 ZZZ',
    'ECO4',
    'DW-101',
    '',
    '',
    'Cosy Walls Ltd',
    '31/02/2026',
    '',
  ],
  [
    'P100AAAA',
    '',
    '',
    '1 Mill Lane',
    'LS2 7AB',
    'ECO4',
    'DW-101',
    '',
    '',
    'Warm Homes Ltd',
    '03/02/2026',
    '',
  ],
  [
    'P104EEEE',
    '',
    '',
    '5 Mill Lane',
    'LS2 7AB',
    'ECO4',
    'DW-101',
    '',
    '',
    '',
    '03/02/2026',
    '01/02/2026',
  ],
];

describe('a CSV of measures', () => {
  it('matches the columns, reports each bad row by row, column and message, and imports the rest', async () => {
    const id = await uploaded(csv([HEADERS, ...MIXED_ROWS]), 'measures.csv');
    const file = await caller.imports.get({ id });
    expect(file.mapping).toEqual([
      'umr',
      'projectReference',
      'uprn',
      'addressLine1',
      'postcode',
      'fundingScheme',
      'workTypeCode',
      'installerTmln',
      'installerPasCertificate',
      'installerName',
      'installedDate',
      'handoverDate',
    ]);
    const checked = await dryRun(id);
    expect(checked).toMatchObject({
      rowsRead: 6,
      wouldInsert: 2,
      wouldUpdate: 0,
      errorCount: 4,
      warningCount: 0,
    });
    // Within a row the messages come in no set order: compare them sorted.
    const byRow = checked.errors
      .map((e) => [e.rowNumber, e.column, e.message] as const)
      .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    expect(byRow).toEqual([
      [
        4,
        'Installer',
        'No installer in the register matches Nobody Ltd (licence number, PAS 2030 certificate or name)',
      ],
      [4, 'Scheme', 'No funding scheme is called XYZ'],
      [4, 'Work type', 'No work type has the code DW-999'],
      [5, 'Install date', 'Installed date format is invalid (use DD/MM/YYYY or YYYY-MM-DD)'],
      [5, 'Postcode', 'Postcode format is invalid'],
      [6, 'UMR', 'Duplicate of row 2 in this file (same UMR)'],
      [7, 'Handover date', MEASURE_IMPORT_MESSAGES.handover],
      [7, 'Installer', MEASURE_IMPORT_MESSAGES.installer],
    ]);
    expect(await measureByUmr('P100AAAA')).toBeUndefined();

    const done = await importIt(id);
    expect(done).toMatchObject({ status: 'completed', inserted: 2, updated: 0, importErrors: 4 });
    expect(await measureByUmr('P100AAAA')).toMatchObject({
      installerId: installer.warm,
      installerTmln: '2337207',
      installerPasCertificate: 'PAS-111',
      measureCategory: 'CWI',
      postcode: 'LS2 7AB',
      installedDate: '2026-02-03',
      handoverDate: '2026-02-04',
      acceptedWarnings: null,
      createdBy: coraId,
    });
    // The UMR is stored upper-case; the scheme by its name, the work type by its code in any case.
    expect(await measureByUmr('P101BBBB')).toMatchObject({
      installerId: installer.cosy,
      measureCategory: 'EWI',
    });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'lodged_measure'), eq(auditLog.action, 'create')));
    expect(audits).toHaveLength(2);
  });
});

describe('a CSV of measures on file', () => {
  it('updates a measure whose UMR is on file instead of adding another (upsert by UMR)', async () => {
    const id = await uploaded(
      csv([
        HEADERS,
        // Only the licence number names the installer: known from the measure lodged above.
        [
          'P100AAAA',
          'P100',
          '100000000001',
          '1 Mill Lane',
          'LS2 7AB',
          'ECO4',
          'DW-101',
          '2337207',
          '',
          '',
          '03/02/2026',
          '09/02/2026',
        ],
      ]),
      'measures-again.csv',
    );
    expect(await dryRun(id)).toMatchObject({ wouldInsert: 0, wouldUpdate: 1, errorCount: 0 });
    expect(await importIt(id)).toMatchObject({ inserted: 0, updated: 1 });
    const rows = await database.db
      .select()
      .from(lodgedMeasures)
      .where(eq(lodgedMeasures.umr, 'P100AAAA'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      handoverDate: '2026-02-09',
      version: 2,
      installerId: installer.warm,
    });
  });
});

const fixture = readFileSync(join(import.meta.dirname, 'fixtures', 'trustmark-lodgements.json'));

describe('a TrustMark lodgement file', () => {
  it('maps each lodgement measure to a row and lists the UPRN and address warnings', async () => {
    const id = await uploaded(fixture, 'lodgements.json');
    const checked = await dryRun(id);
    expect(checked).toMatchObject({ rowsRead: 3, wouldInsert: 3, errorCount: 0, warningCount: 2 });
    expect(checked.errors.map((e) => [e.rowNumber, e.column, e.severity, e.message])).toEqual([
      [
        2,
        'uprn',
        'warning',
        'UPRN 100000000001 already has a CWI measure under ECO4 (UMR P100AAAA)',
      ],
      [
        4,
        'addressLine1',
        'warning',
        'Address line 1 differs from "2 Mill Lane" on file for UPRN 100000000002',
      ],
    ]);
  });

  it('refuses the rows with warnings when they are not accepted, and imports the others', async () => {
    const id = await uploaded(fixture, 'lodgements.json');
    await dryRun(id);
    const done = await importIt(id, false);
    expect(done).toMatchObject({ status: 'completed', inserted: 1, importErrors: 2 });
    expect(done.errors.map((e) => [e.rowNumber, e.severity])).toEqual([
      [2, 'error'],
      [4, 'error'],
    ]);
    expect(done.errors[0]!.message).toContain('not imported, the warnings were not accepted');
    expect(await measureByUmr('P4306NGJM')).toBeUndefined();
    expect(await measureByUmr('P4306EWIA')).toMatchObject({
      uprn: '100000000001',
      projectReference: 'P4306',
      installerId: installer.warm,
      guaranteeReference: 'SWIGA-77',
      measureCategory: 'EWI',
    });
  });
});

describe('a TrustMark lodgement file, accepted', () => {
  it('writes them once accepted, recording who accepted which warnings and when', async () => {
    const id = await uploaded(fixture, 'lodgements.json');
    expect(await dryRun(id)).toMatchObject({ wouldInsert: 2, wouldUpdate: 1, warningCount: 2 });
    const before = new Date();
    const done = await importIt(id, true);
    expect(done).toMatchObject({ inserted: 2, updated: 1, importErrors: 0 });
    const twin = await measureByUmr('P4306NGJM');
    expect(twin).toMatchObject({
      measureCategory: 'CWI',
      productSerialNumber: 'SN-0001',
      guaranteeName: 'CIGA 25 Year Guarantee',
      acceptedWarnings: [
        {
          code: 'UPRN_SAME_CATEGORY_SCHEME',
          message: expect.stringContaining('UPRN 100000000001') as string,
        },
      ],
      warningsAcceptedBy: coraId,
    });
    expect(twin!.warningsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await measureByUmr('P5120KQTR')).toMatchObject({
      installerId: installer.cosy,
      addressLine1: '2 Mill Lane East',
      acceptedWarnings: [{ code: 'ADDRESS_LINE_1_DIFFERS', message: expect.any(String) as string }],
      warningsAcceptedBy: coraId,
    });
    expect((await measureByUmr('P4306EWIA'))!.acceptedWarnings).toBeNull();
    // The lodgement's age band (propertyInformation.propertyAge) as its first year.
    expect(twin!.propertyBuiltYear).toBe(1900);
    expect((await measureByUmr('P5120KQTR'))!.propertyBuiltYear).toBe(1950);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'lodged_measure'), eq(auditLog.resourceId, twin!.id)));
    expect(audit!.details).toMatchObject({
      umr: 'P4306NGJM',
      warningsAcceptedBy: coraId,
      acceptedWarnings: [{ code: 'UPRN_SAME_CATEGORY_SCHEME' }],
    });
    const [file] = await database.db.select().from(importFiles).where(eq(importFiles.id, id));
    expect(file).toMatchObject({ warningsAcceptedBy: coraId });
    const [request] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, id), eq(auditLog.action, 'update')))
      .orderBy(auditLog.createdAt);
    expect(request).toBeDefined();
  });
  it('all or nothing: a warning not accepted refuses the whole file', async () => {
    const id = await uploaded(fixture, 'lodgements.json');
    expect(await dryRun(id)).toMatchObject({ warningCount: 2 });
    await caller.imports.start({ id, mode: 'all_or_nothing' });
    await work();
    expect(await caller.imports.get({ id })).toMatchObject({
      status: 'failed',
      failureMessage: '2 rows have errors: nothing was imported (all or nothing).',
      inserted: 0,
      updated: 0,
    });
    expect((await measureByUmr('P4306EWIA'))!.version).toBe(2);
  });

  it('reads one lodgement object as well as an array of them', async () => {
    const [first] = JSON.parse(fixture.toString('utf8')) as unknown[];
    const id = await uploaded(Buffer.from(JSON.stringify(first)), 'one-lodgement.json');
    expect(await dryRun(id)).toMatchObject({ rowsRead: 2, wouldUpdate: 2, errorCount: 0 });
  });
});

describe('an .xlsx of measures', () => {
  it('the Lodged measures template, downloaded and uploaded as it is, passes the dry run', async () => {
    const template = await app.inject({
      method: 'GET',
      url: '/api/imports/templates/LodgedMeasures.xlsx',
      headers: auth,
    });
    expect(template.statusCode).toBe(200);
    const id = await uploaded(template.rawPayload, 'lodged-measures.xlsx');
    const checked = await dryRun(id);
    expect(checked).toMatchObject({ format: 'xlsx', rowsRead: 1, errorCount: 0 });
    expect(checked.wouldInsert + checked.wouldUpdate).toBe(1);
  });
});

describe('a property built year', () => {
  it('is matched, checked per row and stored, and weighs the measure in the draw', async () => {
    const oldHouses = (await createInstaller(database.db, { name: 'Old Houses Ltd' })).id;
    const header = ['UMR', 'Address line 1', 'Postcode', 'Scheme', 'Work type', 'Installer'];
    const row = (umr: string, year: string) => [
      umr,
      `${umr} Old Road`,
      'LS2 7AB',
      'ECO4',
      'DW-101',
      'Old Houses Ltd',
      '05/03/2026',
      year,
    ];
    const id = await uploaded(
      csv([
        [...header, 'Install date', 'Year built'],
        row('P700AGED', '1925'),
        row('P701AGED', '1499'),
        row('P702AGED', 'c. 1930'),
        row('P703AGED', String(new Date().getFullYear() + 1)),
      ]),
      'built-years.csv',
    );
    expect((await caller.imports.get({ id })).mapping.at(-1)).toBe('propertyBuiltYear');
    const checked = await dryRun(id);
    expect(checked).toMatchObject({ rowsRead: 4, wouldInsert: 1, errorCount: 3 });
    expect(checked.errors.map((e) => [e.rowNumber, e.column, e.message])).toEqual(
      [3, 4, 5].map((n) => [n, 'Year built', MEASURE_IMPORT_MESSAGES.builtYear()]),
    );
    await importIt(id);
    expect(await measureByUmr('P700AGED')).toMatchObject({
      installerId: oldHouses,
      propertyBuiltYear: 1925,
    });
    // The installer's only CWI measure: the draw proposes it, weighed for its age.
    await caller.sampling.proposals.draw({ quarter: '2026-Q1' });
    const { groups } = await caller.sampling.proposals.list({ quarter: '2026-Q1' });
    const proposed = groups.flatMap((g) => g.proposals).find((p) => p.umr === 'P700AGED');
    expect(proposed!.weights.propertyAge).toMatchObject({
      factor: 1.5,
      label: 'Built 1925 (before 1930)',
    });
  });
});

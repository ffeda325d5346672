import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importExtensionMessage,
} from '@/shared/imports/catalogue';
import { autoMatch } from '@/shared/imports/fields';
import { buildApp } from '@/server/app';
import { NO_OVERLOAD_LIMITS } from '@/server/lib/overload';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import {
  auditLog,
  importFiles,
  inspections,
  inspectionStatusHistory,
  installers,
} from '@/server/db/schema/index';
import { createLocalStorage } from '@/server/storage/local-storage';
import { signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor, silentLogger } from '@/server/test-support/test-caller';
import { XLSX_PARTS, xlsxWithManyEntries } from '@/server/test-support/hostile-files/office-files';
import { zipOf } from '@/server/test-support/hostile-files/zips';
import { XLSX_MAX_HELD_PART_BYTES, xlsxPartTooLargeMessage } from '@/server/lib/zip-directory';
import { openTestDatabase } from '@/server/test-support/test-database';
import { runImportQueue } from './job';
import { readRows } from './read-rows';
import { ImportFileError } from './sheet-row';
import { createTestServices } from '@/server/test-support/test-services';

let database: Database;
let app: FastifyInstance;
const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'inspecthub-import-files-')));
let auth: Record<string, string>;
let inspectorAuth: Record<string, string>;
let caller: ReturnType<typeof callerFor>;

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
    email: 'cora@imports.test.uk',
    firstName: 'Cora',
    lastName: 'Importer',
    role: 'COORDINATOR',
  });
  await createUser(database.db, {
    email: 'ian@imports.test.uk',
    firstName: 'Ian',
    lastName: 'Inspector',
  });
  caller = callerFor(database.db, { ...cora, role: 'COORDINATOR' });
  for (const [who, ip] of [
    ['cora', '198.51.100.91'],
    ['ian', '198.51.100.92'],
  ] as const) {
    const response = await app.inject(
      signInRequest(`${who}@imports.test.uk`, 'password-1', { ip }),
    );
    const header = { authorization: `Bearer ${response.headers['set-auth-token'] as string}` };
    if (who === 'cora') auth = header;
    else inspectorAuth = header;
  }
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

async function upload(file: Buffer, fileName: string, entity = 'inspections', who = auth) {
  const form = new FormData();
  form.append('entity', entity);
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/imports/uploads',
    headers: {
      ...who,
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function uploaded(file: Buffer, fileName: string, entity = 'inspections') {
  const response = await upload(file, fileName, entity);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; savedMapping: boolean }>();
}

const work = () => runImportQueue({ db: database.db, storage, now: new Date() });

async function dryRun(id: string, saveMapping = false) {
  const file = await caller.imports.get({ id });
  await caller.imports.dryRun({ id, mapping: file.mapping, saveMapping });
  await work();
  return caller.imports.get({ id });
}

async function importIt(id: string, mode: 'valid_only' | 'all_or_nothing') {
  await caller.imports.start({ id, mode });
  await work();
  return caller.imports.get({ id });
}

const countInspections = async () =>
  (await database.db.select({ n: count() }).from(inspections))[0]!.n;

const csv = (rows: string[][]) =>
  Buffer.from(
    rows
      .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
      .join('\r\n'),
  );

const HEADERS = [
  'Policy Number',
  'Property address',
  'post code',
  'MEASURE',
  'Installer',
  'Status',
];

describe('matching', () => {
  it('matches names, synonyms, case and spacing', () => {
    expect(autoMatch(HEADERS, 'inspections')).toEqual([
      'policyId',
      'addressLine1',
      'addressPostcode',
      'measureType',
      'installerName',
      'status',
    ]);
    expect(autoMatch(['QMP', 'Installer name', 'E-mail', 'Whatever'], 'installers')).toEqual([
      'qmpCertNumber',
      'name',
      'email',
      null,
    ]);
  });
});

describe('a file with every kind of bad row', () => {
  const rows = [
    HEADERS,
    ['POL-1', '1 High Street', 'LS1 4AP', 'EWI', 'Warm Homes Ltd', 'Pending'],
    ['POL-2', '2 High Street', 'ZZ1 ZZZ', 'EWI', 'Warm Homes Ltd', ''],
    ['POL-3', '3 High Street', 'LS1 4AP', 'Fridge', 'Warm Homes Ltd', ''],
    ['POL-1', '1 High Street again', 'LS1 4AP', 'EWI', 'Warm Homes Ltd', ''],
    ['POL-5', '=HYPERLINK("http://x.example","click")', 'LS1 4AP', 'CWI', 'Warm Homes Ltd', ''],
    ['POL-6', '6 High\u0000Street', 'LS1 4AP', 'EWI', 'Warm Homes Ltd', ''],
    ['', '', '', '', '', ''],
    ['POL-8', '8 Low Road, Leeds LS2 7AB', '', 'loft insulation', 'Cosy Roofs', 'Passed'],
    ['POL-10', '10 Low Road, Leeds LS2 7AB', '', 'loft insulation', 'Cosy Roofs', ''],
    ['POL-9', '9 Low Road', 'LS2 7AB', 'IWI', 'Cosy Roofs', ''],
  ];

  it('dry run reports every error per row and writes nothing', async () => {
    const before = await countInspections();
    const { id } = await uploaded(csv(rows), 'tracker.csv');
    const result = await dryRun(id);
    expect(result.phase).toBe('checked');
    expect(result).toMatchObject({
      rowsRead: 10,
      wouldInsert: 4,
      wouldUpdate: 0,
      wouldSkip: 1,
      errorCount: 5,
    });
    const messages = result.errors.map((e) => [e.rowNumber, e.column, e.message]);
    expect(messages).toEqual([
      [3, 'post code', 'Postcode format is invalid'],
      [4, 'MEASURE', expect.stringContaining('Unknown measure type') as string],
      [5, 'Property ID', 'Duplicate of row 2 in this file (same Property ID)'],
      [7, 'Property address', IMPORT_MESSAGES.nul],
      [9, 'Completed date', 'Completed date is required'],
    ]);
    expect(await countInspections()).toBe(before);
    const report = await app.inject({
      method: 'GET',
      url: `/api/imports/${id}/errors.xlsx`,
      headers: auth,
    });
    expect(report.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Errors')!.getRow(2).values).toEqual([
      undefined,
      3,
      'post code',
      'ZZ1 ZZZ',
      'Postcode format is invalid',
      'Error',
    ]);
  });

  it("'all or nothing' with errors imports nothing", async () => {
    const before = await countInspections();
    const { id } = await uploaded(csv(rows), 'tracker.csv');
    await dryRun(id);
    const result = await importIt(id, 'all_or_nothing');
    expect(result.status).toBe('failed');
    expect(result.failureMessage).toMatch(/nothing was imported/);
    expect(await countInspections()).toBe(before);
  });

  it("'valid rows only' imports the good rows, formula text as text; a re-import updates", async () => {
    const before = await countInspections();
    const { id } = await uploaded(csv(rows), 'tracker.csv');
    await dryRun(id);
    const result = await importIt(id, 'valid_only');
    expect(result).toMatchObject({ status: 'completed', inserted: 4, updated: 0, importErrors: 5 });
    expect(await countInspections()).toBe(before + 4);
    const [formula] = await database.db
      .select()
      .from(inspections)
      .where(eq(inspections.policyId, 'POL-5'));
    expect(formula!.addressLine1).toBe('=HYPERLINK("http://x.example","click")');
    const [loft] = await database.db
      .select()
      .from(inspections)
      .where(eq(inspections.policyId, 'POL-9'));
    expect(loft).toMatchObject({
      measureCode: 'IWI',
      addressPostcode: 'LS2 7AB',
      reference: expect.stringMatching(/^INS-\d{4}-\d{6}$/) as string,
    });
    // Each new record: one audit row and one status-history row, saying which file it came from.
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'inspection'),
          eq(auditLog.action, 'create'),
          eq(auditLog.resourceId, loft!.id),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      tenantId: loft!.tenantId,
      userEmail: expect.stringContaining('@') as string,
      details: {
        reference: loft!.reference,
        policyId: 'POL-9',
        importId: id,
        fileName: 'tracker.csv',
      },
    });
    const firstStatus = await database.db
      .select()
      .from(inspectionStatusHistory)
      .where(eq(inspectionStatusHistory.inspectionId, loft!.id));
    expect(firstStatus).toHaveLength(1);
    expect(firstStatus[0]).toMatchObject({
      tenantId: loft!.tenantId,
      fromStatus: null,
      toStatus: loft!.status,
      completedDate: loft!.completedDate,
      notes: 'Imported from tracker.csv',
      changedBy: audits[0]!.userId,
    });
    const [cosy] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.name, 'Cosy Roofs'));
    expect(cosy!.totalInspections).toBe(2);
    const [extracted] = await database.db
      .select()
      .from(inspections)
      .where(eq(inspections.policyId, 'POL-10'));
    expect(extracted).toMatchObject({
      addressLine1: '10 Low Road, Leeds',
      addressPostcode: 'LS2 7AB',
      measureCode: 'LOFT',
    });

    // The same tracker again, with POL-9 moved on: updated in place, not duplicated.
    const edited = rows.map((r) =>
      r[0] === 'POL-9'
        ? ['POL-9', '9a Low Road', 'LS2 7AB', 'IWI', 'Cosy Roofs', 'In Progress']
        : r,
    );
    const again = await uploaded(csv(edited), 'tracker.csv');
    await dryRun(again.id);
    expect((await caller.imports.get({ id: again.id })).wouldUpdate).toBe(4);
    const second = await importIt(again.id, 'valid_only');
    expect(second).toMatchObject({ status: 'completed', inserted: 0, updated: 4 });
    expect(await countInspections()).toBe(before + 4);
    const [moved] = await database.db
      .select()
      .from(inspections)
      .where(eq(inspections.policyId, 'POL-9'));
    expect(moved).toMatchObject({
      id: loft!.id,
      reference: loft!.reference,
      addressLine1: '9a Low Road',
      status: 'IN_PROGRESS',
      version: loft!.version + 1,
    });
    const movedHistory = await database.db
      .select()
      .from(inspectionStatusHistory)
      .where(eq(inspectionStatusHistory.inspectionId, loft!.id));
    expect(movedHistory.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'IN_PROGRESS'],
    ]);

    const history = await caller.imports.history();
    expect(history[0]).toMatchObject({
      fileName: 'tracker.csv',
      status: 'completed',
      records: 4,
      errors: 5,
      processedBy: 'Cora Importer',
      type: 'Mixed',
    });
    const stats = await caller.imports.stats();
    expect(stats.filesProcessed).toBeGreaterThanOrEqual(3);
    expect(stats.recordsImported).toBeGreaterThanOrEqual(8);
  });
});

describe('files that are refused or odd', () => {
  it('a missing required column is reported, not a 500', async () => {
    const { id } = await uploaded(
      csv([
        ['Policy ID', 'Address'],
        ['P-1', '1 A Street'],
      ]),
      'short.csv',
    );
    await expect(
      caller.imports.dryRun({ id, mapping: ['policyId', 'addressLine1'], saveMapping: false }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Match a column to the required field Type.',
    });
  });

  it('100,000 empty columns are ignored', async () => {
    const pad = ','.repeat(100_000);
    const body = Buffer.from(
      `Property ID,Address,Postcode,Type${pad}\r\nPW-1,1 Wide Road,LS1 4AP,EWI${pad}\r\n`,
    );
    const { id } = await uploaded(body, 'wide.csv');
    const result = await dryRun(id);
    expect(result.headers).toEqual(['Property ID', 'Address', 'Postcode', 'Type']);
    expect(result).toMatchObject({ rowsRead: 1, wouldInsert: 1, errorCount: 0 });
  });

  it('a zip bomb disguised as .xlsx is refused with a message', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('xl/workbook.xml', '<workbook/>');
    zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(30 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const response = await upload(bomb, 'tracker.xlsx');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: IMPORT_MESSAGES.zipBomb });
  });

  it('.xls is refused with the advice to save as .xlsx; other binaries too', async () => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    const xls = await upload(ole, 'old.xls');
    expect(xls.statusCode).toBe(415);
    expect(xls.json()).toEqual({ error: IMPORT_MESSAGES.xls });
    const pdf = await upload(Buffer.from('%PDF-1.4 hello'), 'tracker.csv');
    expect(pdf.json()).toEqual({ error: IMPORT_MESSAGES.type });
  });

  it('over 50 MB is refused while streaming', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 10, 'a');
    const response = await upload(big, 'big.csv');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: IMPORT_MESSAGES.tooLarge });
  });

  it('an .xlsx of 20,000 or 105,000 (Zip64) entries is refused from its end records (issue 27)', async () => {
    // The zipEntries message comes only from the end-record check (zip-guard.ts), which runs
    // before any library opens the file; how long it takes is bench/ business, not a test's.
    for (const entries of [20_000, 105_000]) {
      const response = await upload(xlsxWithManyEntries(entries), 'tracker.xlsx');
      expect(response.statusCode, `${entries}`).toBe(415);
      expect(response.json()).toEqual({ error: IMPORT_MESSAGES.zipEntries });
    }
  });

  it('an .xlsx whose shared strings declare more than 64 MB is refused at once, the heap barely growing (issue 27)', async () => {
    const sharedStrings = `<sst>${'<si><t>ab</t></si>'.repeat(1000)}</sst>`;
    const file = declareSize(
      zipOf([...XLSX_PARTS, { name: 'xl/sharedStrings.xml', data: sharedStrings, deflate: true }]),
      'xl/sharedStrings.xml',
      100 * 1024 * 1024,
    );
    const heapBefore = process.memoryUsage().heapUsed;
    const response = await upload(file, 'tracker.xlsx');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: xlsxPartTooLargeMessage('xl/sharedStrings.xml') });
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(32 * 1024 * 1024);
  });

  it('shared strings that declare a small size but unpack past 64 MB are stopped while inflating, at upload and in the job (issue 27)', async () => {
    // 72 MB of the shortest distinct-looking strings, declared as 1 KB (the directory lies).
    const xml = Buffer.from(`<sst>${'<si><t>ab</t></si>'.repeat(4_200_000)}</sst>`);
    expect(xml.length).toBeGreaterThan(XLSX_MAX_HELD_PART_BYTES);
    const file = declareSize(
      zipOf([...XLSX_PARTS, { name: 'xl/sharedStrings.xml', data: xml, deflate: true }]),
      'xl/sharedStrings.xml',
      1024,
    );
    const message = xlsxPartTooLargeMessage('xl/sharedStrings.xml');
    const response = await upload(file, 'tracker.xlsx');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: message });
    // The job reads with the same reader: the file fails with the same message.
    await storage.putFile('imports/lying-shared-strings', Readable.from([file]));
    const rows = readRows(storage, 'imports/lying-shared-strings', 'xlsx');
    const error: unknown = await rows.next().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).message).toBe(message);
  }, 60_000);

  it('the name must agree with the content: no CSV named .xlsx or .txt, no workbook named .csv (issue 27)', async () => {
    const text = csv([HEADERS]);
    const asXlsx = await upload(text, 'tracker.xlsx');
    expect(asXlsx.statusCode).toBe(415);
    expect(asXlsx.json()).toEqual({ error: importExtensionMessage('csv', 'xlsx') });
    const asTxt = await upload(text, 'tracker.txt');
    expect(asTxt.json()).toEqual({ error: importExtensionMessage('csv', 'txt') });
    const bare = await upload(text, 'tracker');
    expect(bare.json()).toEqual({ error: importExtensionMessage('csv', '') });
    const workbook = await upload(xlsxWithManyEntries(3), 'tracker.csv');
    expect(workbook.statusCode).toBe(415);
    expect(workbook.json()).toEqual({ error: importExtensionMessage('xlsx', 'csv') });
    const json = await upload(Buffer.from('[{"Name": "A"}]'), 'installers.csv', 'installers');
    expect(json.json()).toEqual({ error: importExtensionMessage('json', 'csv') });
    // Upper case and a bidirectional override in the name do not matter.
    const fine = await uploaded(text, 'TRACKER\u202E.CSV');
    const [row] = await database.db.select().from(importFiles).where(eq(importFiles.id, fine.id));
    expect(row!.fileName).toBe('TRACKER.CSV');
  });

  it('needs data:import', async () => {
    const response = await upload(csv([HEADERS]), 'x.csv', 'inspections', inspectorAuth);
    expect(response.statusCode).toBe(403);
  });
});

describe('xlsx, json, installers, saved matchings, templates and restarts', () => {
  it('reads an .xlsx tracker with dates and numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tracker');
    sheet.addRow(['Property ID', 'Address', 'Postcode', 'Type', 'Scheduled date', 'Bedrooms']);
    sheet.addRow(['X-1', '1 Sheet Street', 'M1 1AA', 'RIRI', new Date(Date.UTC(2026, 11, 3)), 3]);
    sheet.addRow(['X-2', '2 Sheet Street', 'M1 1AA', 'RIRI', '04/12/2026', 2]);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await workbook.xlsx.write(out);
    const { id } = await uploaded(Buffer.concat(chunks), 'riri.xlsx');
    const checked = await dryRun(id);
    expect(checked).toMatchObject({ format: 'xlsx', kind: 'RIRI', wouldInsert: 2, errorCount: 0 });
    await importIt(id, 'all_or_nothing');
    const [row] = await database.db
      .select()
      .from(inspections)
      .where(eq(inspections.policyId, 'X-1'));
    expect(row).toMatchObject({ scheduledDate: '2026-12-03', propertyBedrooms: 3 });
    const [row2] = await database.db
      .select()
      .from(inspections)
      .where(eq(inspections.policyId, 'X-2'));
    expect(row2!.scheduledDate).toBe('2026-12-04');
  });

  it('imports installers from JSON, updating by QMP certificate number', async () => {
    const data = [
      { Name: 'Json Insulation', QMP: 'QMP-J1', Status: 'active' },
      { Name: 'Other Co', QMP: 'QMP-J2', Email: 'not-an-email' },
    ];
    const { id } = await uploaded(
      Buffer.from(JSON.stringify(data)),
      'installers.json',
      'installers',
    );
    const checked = await dryRun(id);
    expect(checked).toMatchObject({ format: 'json', wouldInsert: 1, errorCount: 1 });
    expect(checked.errors[0]).toMatchObject({
      column: 'Email',
      message: 'Email format is invalid',
    });
    await importIt(id, 'valid_only');
    const renamed = [{ Name: 'Json Insulation Ltd', QMP: 'qmp-j1' }];
    const second = await uploaded(
      Buffer.from(JSON.stringify(renamed)),
      'installers.json',
      'installers',
    );
    expect((await dryRun(second.id)).wouldUpdate).toBe(1);
    await importIt(second.id, 'valid_only');
    const rows = await database.db
      .select()
      .from(installers)
      .where(eq(installers.qmpCertNumber, 'QMP-J1'));
    expect(rows).toHaveLength(0);
    const updated = await database.db
      .select()
      .from(installers)
      .where(eq(installers.name, 'Json Insulation Ltd'));
    expect(updated).toHaveLength(1);
  });

  it('streams JSON: a BOM, headers from the first 1,000 records, refusals with their messages', async () => {
    const data = Array.from({ length: 1200 }, (_, i) => ({
      Name: `Stream Installer ${i}`,
      QMP: `QMP-S${i}`,
      ...(i === 1100 ? { Unseen: 'not a column' } : {}),
      ...(i === 5 ? { Phone: '0113 496 0000', Tags: ['a', 'b'] } : {}),
    }));
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const { id } = await uploaded(
      Buffer.concat([bom, Buffer.from(JSON.stringify(data, null, 1))]),
      'stream.json',
      'installers',
    );
    const file = await caller.imports.get({ id });
    expect(file.headers).toEqual(['Name', 'QMP', 'Phone', 'Tags']);
    const checked = await dryRun(id);
    expect(checked).toMatchObject({ rowsRead: 1200, wouldInsert: 1200, errorCount: 0 });
    for (const [body, message] of [
      ['{"rows": [{"Name": "A"}]}', IMPORT_MESSAGES.json],
      ['[{"Name": "A"}, {"Name": ', `${IMPORT_MESSAGES.corrupt} ${IMPORT_MESSAGES.json}`],
    ] as const) {
      const response = await upload(Buffer.from(body), 'bad.json', 'installers');
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
  });

  it('offers a saved matching again for the same headers', async () => {
    const file = csv([
      ['Ref No', 'Where', 'PC', 'Kind'],
      ['S-1', '1 Saved Street', 'LS1 4AP', 'EWI'],
    ]);
    const { id } = await uploaded(file, 'odd.csv');
    expect((await caller.imports.get({ id })).mapping).toEqual([null, null, null, null]);
    await caller.imports.dryRun({
      id,
      mapping: ['policyId', 'addressLine1', 'addressPostcode', 'measureType'],
      saveMapping: true,
    });
    await work();
    const again = await uploaded(file, 'odd-again.csv');
    expect(again.savedMapping).toBe(true);
    expect((await caller.imports.get({ id: again.id })).mapping).toEqual([
      'policyId',
      'addressLine1',
      'addressPostcode',
      'measureType',
    ]);
  });

  it('templates have the columns, an example row and drop-downs; downloads are counted', async () => {
    const before = (await caller.imports.stats()).templateDownloads;
    const response = await app.inject({
      method: 'GET',
      url: '/api/imports/templates/EWI.xlsx',
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Property ID', 'Address', 'Town/City', 'Postcode']);
    expect(header).toContain('EWI grading');
    const typeColumn = header.indexOf('Type') + 1;
    expect(sheet.getRow(2).getCell(typeColumn).value).toBe('EWI');
    expect(sheet.getRow(2).getCell(typeColumn).dataValidation).toMatchObject({ type: 'list' });
    expect((await caller.imports.stats()).templateDownloads).toBe(before + 1);
  });

  it('an import whose server stopped continues after its last committed batch', async () => {
    const rows = [['Property ID', 'Address', 'Postcode', 'Type']];
    for (let i = 0; i < 2500; i++) rows.push([`R-${i}`, `${i} Restart Road`, 'LS1 4AP', 'CWI']);
    const { id } = await uploaded(csv(rows), 'restart.csv');
    await dryRun(id);
    await caller.imports.start({ id, mode: 'valid_only' });
    // Another server claimed it, committed one batch, then stopped (its lease ran out).
    const before = await countInspections();
    await database.db
      .update(importFiles)
      .set({
        phase: 'importing',
        status: 'processing',
        leaseOwner: 'gone',
        leaseUntil: new Date(Date.now() - 1000),
      })
      .where(eq(importFiles.id, id));
    await work();
    const result = await caller.imports.get({ id });
    expect(result).toMatchObject({ status: 'completed', inserted: 2500 });
    expect(await countInspections()).toBe(before + 2500);
  }, 60_000);

  it('a batch the database refuses leaves none of its rows, history or audit, and fails the file', async () => {
    // A stand-in for any failure inside a batch (a lost connection, a constraint): the rows
    // statement fails after the history and audit statements were queued behind it.
    await database.query(
      `create function refuse_policy() returns trigger language plpgsql as $$
       begin if new.policy_id = 'REFUSE-ME' then raise exception 'refused by the test'; end if;
       return new; end $$`,
      [],
    );
    await database.query(
      `create trigger refuse_policy before insert on inspections for each row execute function refuse_policy()`,
      [],
    );
    try {
      const rows = [['Property ID', 'Address', 'Postcode', 'Type']];
      for (const policy of ['OK-1', 'REFUSE-ME', 'OK-2'])
        rows.push([policy, `1 ${policy} Road`, 'LS1 4AP', 'CWI']);
      const { id } = await uploaded(csv(rows), 'refused.csv');
      await dryRun(id);
      const before = await countInspections();
      const audits = async () =>
        (
          await database.db
            .select({ n: count() })
            .from(auditLog)
            .where(sql`${auditLog.details}->>'importId' = ${id} and ${auditLog.action} = 'create'`)
        )[0]!.n;
      // The job runner marks the file failed and passes the error on (to be logged): the rows
      // statement's own, not that of a statement queued behind it.
      const failure = await importIt(id, 'valid_only').then(
        () => null,
        (error: unknown) => error as Error,
      );
      expect(failure?.message).toMatch(/^Failed query: insert into "inspections"/);
      expect((failure?.cause as Error | undefined)?.message).toBe('refused by the test');
      expect(await caller.imports.get({ id })).toMatchObject({
        status: 'failed',
        inserted: 0,
        failureMessage: 'The file could not be processed. Nothing more was imported.',
      });
      expect(await countInspections()).toBe(before);
      expect(await audits()).toBe(0);
      const [history] = await database.db
        .select({ n: count() })
        .from(inspectionStatusHistory)
        .where(eq(inspectionStatusHistory.notes, 'Imported from refused.csv'));
      expect(history!.n).toBe(0);
    } finally {
      await database.query('drop trigger refuse_policy on inspections', []);
      await database.query('drop function refuse_policy()', []);
    }
  });

  it('cancel stops a queued dry run', async () => {
    const { id } = await uploaded(
      csv([HEADERS, ['C-1', '1 Cancel Close', 'LS1 4AP', 'EWI', 'X', '']]),
      'cancel.csv',
    );
    const file = await caller.imports.get({ id });
    await caller.imports.dryRun({ id, mapping: file.mapping, saveMapping: false });
    await caller.imports.cancel({ id });
    await work();
    expect(await caller.imports.get({ id })).toMatchObject({
      status: 'failed',
      failureMessage: 'Cancelled; nothing was imported.',
    });
  });
});

describe('installer details from the register (issue 28 point 13)', () => {
  it("an inspection takes the register's installer details, not the tracker's variant; an unknown installer is created from the row", async () => {
    await database.db.insert(installers).values({
      tenantId: 'default-tenant',
      name: 'Northern Retrofit Ltd',
      email: 'office@northernretrofit.example',
      phone: '0113 496 0100',
      qmpCertNumber: 'QMP-REG-1',
      status: 'Active',
    });
    const header = [
      'Property ID',
      'Address',
      'Postcode',
      'Type',
      'Installer name',
      'Installer company',
      'Installer email',
      'Installer phone',
      'QMP certificate',
    ];
    const rows = [
      header,
      // Matched by QMP certificate (any case): name, company and email as typed are stale.
      [
        'REG-1',
        '1 Register Road',
        'LS1 4AP',
        'EWI',
        'Northern Retrofit Ltd Ltd',
        'Northern Retrofit Ltd Ltd',
        'old@northern.example',
        '',
        'qmp-reg-1',
      ],
      // Matched by name (any case), without a QMP certificate.
      [
        'REG-2',
        '2 Register Road',
        'LS1 4AP',
        'CWI',
        'northern retrofit ltd',
        '',
        'stale@northern.example',
        '0700 000000',
        '',
      ],
      // Not in the register: created from the row, whose text the inspection keeps.
      [
        'REG-3',
        '3 Register Road',
        'LS1 4AP',
        'EWI',
        'Brand New Insulation',
        'Brand New Insulation Group',
        'hello@brandnew.example',
        '',
        'QMP-NEW-9',
      ],
      // A later row naming the installer just created takes the new register entry's details.
      [
        'REG-4',
        '4 Register Road',
        'LS1 4AP',
        'EWI',
        'Brand New Insulation',
        '',
        'someone@else.example',
        '',
        'QMP-NEW-9',
      ],
    ];
    const { id } = await uploaded(csv(rows), 'register.csv');
    expect(await dryRun(id)).toMatchObject({ wouldInsert: 4, errorCount: 0 });
    expect(await importIt(id, 'valid_only')).toMatchObject({ status: 'completed', inserted: 4 });

    const [northern] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.qmpCertNumber, 'QMP-REG-1'));
    const installerOf = async (policyId: string) =>
      (
        await database.db
          .select({
            installerId: inspections.installerId,
            installerName: inspections.installerName,
            installerCompany: inspections.installerCompany,
            installerEmail: inspections.installerEmail,
            installerPhone: inspections.installerPhone,
            qmpCert: inspections.qmpCert,
          })
          .from(inspections)
          .where(eq(inspections.policyId, policyId))
      )[0];
    const fromRegister = {
      installerId: northern!.id,
      installerName: 'Northern Retrofit Ltd',
      installerCompany: 'Northern Retrofit Ltd',
      installerEmail: 'office@northernretrofit.example',
      installerPhone: '0113 496 0100',
      qmpCert: 'QMP-REG-1',
    };
    expect(await installerOf('REG-1')).toEqual(fromRegister);
    expect(await installerOf('REG-2')).toEqual(fromRegister);

    const [created] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.qmpCertNumber, 'QMP-NEW-9'));
    expect(created).toMatchObject({
      name: 'Brand New Insulation',
      email: 'hello@brandnew.example',
      status: 'Pending Review',
      notes: 'Company: Brand New Insulation Group',
    });
    const fromRow = {
      installerId: created!.id,
      installerName: 'Brand New Insulation',
      installerCompany: 'Brand New Insulation Group',
      installerEmail: 'hello@brandnew.example',
      installerPhone: null,
      qmpCert: 'QMP-NEW-9',
    };
    expect(await installerOf('REG-3')).toEqual(fromRow);
    expect(await installerOf('REG-4')).toEqual(fromRow);
    // The register itself is not changed by what a tracker says.
    const [after] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.id, northern!.id));
    expect(after).toMatchObject({
      name: 'Northern Retrofit Ltd',
      email: 'office@northernretrofit.example',
    });
  });
});

describe('round trip', () => {
  it('the Export Data XLSX of inspections imports back unchanged: every row an update, none changed', async () => {
    const columns = {
      reference: inspections.reference,
      policyId: inspections.policyId,
      addressLine1: inspections.addressLine1,
      addressPostcode: inspections.addressPostcode,
      measureCode: inspections.measureCode,
      status: inspections.status,
      installerName: inspections.installerName,
      scheduledDate: inspections.scheduledDate,
      completedDate: inspections.completedDate,
      outcome: inspections.outcome,
      notes: inspections.notes,
    };
    // The export writes the outcome's label ('Partial - Some Issues Found'): it must read back.
    await database.db
      .update(inspections)
      .set({ outcome: 'PARTIAL' })
      .where(eq(inspections.policyId, 'REG-1'));
    const snapshot = () =>
      database.db.select(columns).from(inspections).orderBy(inspections.reference);
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(3);
    const exported = await app.inject({
      method: 'GET',
      url: '/api/exports/inspections?format=xlsx',
      headers: auth,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const { id } = await uploaded(exported.rawPayload, 'inspections-export.xlsx');
    const checked = await dryRun(id);
    expect(checked.errors).toEqual([]);
    expect(checked).toMatchObject({
      rowsRead: before.length,
      wouldInsert: 0,
      wouldUpdate: before.length,
      errorCount: 0,
    });
    const result = await importIt(id, 'all_or_nothing');
    expect(result).toMatchObject({ status: 'completed', inserted: 0, updated: before.length });
    const after = await snapshot();
    const changed = after.flatMap((row, i) =>
      Object.entries(row)
        .filter(([key, value]) => value !== before[i]![key as keyof typeof row])
        .map(
          ([key, value]) =>
            `${row.reference}.${key}: ${String(before[i]![key as keyof typeof row])} -> ${String(value)}`,
        ),
    );
    expect(changed).toEqual([]);
  }, 90_000); // every earlier test's rows come back as updates, one statement each
});

/** `zip` with the sizes its local and central headers declare for `name` replaced by `size`. */
function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let p = 0; p + 46 <= out.length; p++) {
    const signature = out.readUInt32LE(p);
    if (signature === 0x04034b50 && out.toString('utf8', p + 30, p + 30 + name.length) === name)
      out.writeUInt32LE(size, p + 22);
    if (signature === 0x02014b50 && out.toString('utf8', p + 46, p + 46 + name.length) === name)
      out.writeUInt32LE(size, p + 24);
  }
  return out;
}

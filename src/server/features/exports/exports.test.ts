import { PassThrough } from 'node:stream';
import { en, en_GB, Faker } from '@faker-js/faker';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMNS,
  EXPORT_FORMATS,
  EXPORT_KINDS,
  EXPORT_PDF_ROW_LIMIT,
  INSPECTION_EXPORT_COLUMNS,
  stripFormulaGuard,
  type ExportKind,
} from '@/shared/exports/catalogue';
import { parseExportQuery } from '@/shared/exports/schemas';
import { toSessionUser } from '@/server/auth/to-session-user';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { createInstaller } from '@/server/test-support/installers';
import { buildInspectionRow } from '@/server/db/inspection-factories';
import { auditLog, defects, inspections, installers, payments } from '@/server/db/schema/index';
import { buildTestApp } from '@/server/test-support/test-app';
import { openTestDatabase } from '@/server/test-support/test-database';
import { signIn } from '@/server/test-support/trpc-over-http';
import { openExportSource, streamExport } from './stream-export';

const faker = new Faker({ locale: [en_GB, en], seed: 1414 });
let database: Database;
let app: FastifyInstance;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let inspector: User;
const cookies: Record<'admin' | 'inspector' | 'outsider', string> = {
  admin: '',
  inspector: '',
  outsider: '',
};
let sequence = 0;

async function addInspection(tenantId: string, values: Partial<typeof inspections.$inferInsert>) {
  sequence += 1;
  const [row] = await database.db
    .insert(inspections)
    .values({
      ...buildInspectionRow(faker, {
        tenantId,
        reference: `INS-2026-${String(sequence).padStart(6, '0')}`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
        installers: ['Alpha Insulation'],
        inspectors: ['Nobody'],
      }),
      inspectorName: null,
      inspectorUserId: null,
      ...values,
    })
    .returning();
  return row!;
}

async function addDefect(
  tenantId: string,
  inspectionId: string,
  values: Partial<typeof defects.$inferInsert> = {},
) {
  sequence += 1;
  await database.db.insert(defects).values({
    tenantId,
    inspectionId,
    reference: `DEF-2026-${String(sequence).padStart(6, '0')}`,
    title: `Defect ${sequence}`,
    description: 'Render cracked',
    severity: 'medium',
    category: 'quality',
    dueDate: new Date('2026-06-01T12:00:00Z'),
    createdAt: new Date('2026-04-10T10:00:00Z'),
    ...values,
  });
}

async function addPayment(
  tenantId: string,
  installerId: string,
  inspectionId: string,
  values: Partial<typeof payments.$inferInsert> = {},
) {
  sequence += 1;
  await database.db.insert(payments).values({
    tenantId,
    installerId,
    inspectionId,
    reference: `PAY-2026-${String(sequence).padStart(6, '0')}`,
    amountPence: 12_345,
    dueDate: '2026-03-01',
    description: 'Inspection fee',
    ...values,
  });
}

function get(who: keyof typeof cookies, kind: ExportKind, query: string) {
  return app.inject({
    method: 'GET',
    url: `/api/exports/${kind}?${query}`,
    headers: { cookie: cookies[who] },
  });
}

/** Header and rows of a CSV export (no field in these fixtures holds a comma or newline). */
function csvOf(body: string) {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const lines = body.slice(1).split('\r\n').filter(Boolean);
  return { header: lines[0]!.split(','), rows: lines.slice(1) };
}

async function xlsxOf(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);
  return { header: values(rows[0]!), rows: rows.slice(1), values };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = await createUser(database.db, { email: 'admin@test.uk', lastName: 'Min', role: 'ADMIN' });
  inspector = await createUser(database.db, {
    email: 'tom@test.uk',
    firstName: 'Tom',
    lastName: 'Hughes',
  });
  await createTenant(database.db, 'other-tenant');
  await createUser(database.db, { email: 'eve@test.uk', role: 'ADMIN', tenantId: 'other-tenant' });
  const [alpha] = await database.db
    .insert(installers)
    .values({
      tenantId: 'default-tenant',
      name: 'Alpha Insulation',
      qmpCertNumber: 'QMP-1',
      status: 'Active',
      notes: '@SUM(1+1)',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    })
    .returning();
  const [bravo] = await database.db
    .insert(installers)
    .values({
      tenantId: 'default-tenant',
      name: 'Bravo Energy',
      status: 'Suspended',
      createdAt: new Date('2026-06-01T10:00:00Z'),
    })
    .returning();
  const secret = await createInstaller(database.db, {
    tenantId: 'other-tenant',
    name: 'Secret Installer',
  });
  const mine = await addInspection('default-tenant', {
    policyId: '111111',
    status: 'PENDING',
    scheduledDate: '2026-03-10',
    completedDate: null,
    inspectorUserId: inspector.id,
    inspectorName: 'Tom Hughes',
    additionalNotes: '=HYPERLINK("http://evil.example","click")',
    customerPhone: '+44 113 496 0000',
  });
  const theirs = await addInspection('default-tenant', {
    policyId: '222222',
    status: 'PASSED',
    outcome: 'PASSED',
    measureType: 'INSULATION',
    measureCode: 'CWI',
    measureLabel: 'CWI Cavity Wall Insulation',
    scheduledDate: '2026-05-18',
    completedDate: '2026-05-20',
  });
  const secretInspection = await addInspection('other-tenant', {
    policyId: '999999',
    installerName: 'Secret Installer',
    installerCompany: 'Secret Installer Ltd',
    installerEmail: null,
    status: 'PENDING',
    scheduledDate: '2026-03-10',
  });
  await addDefect('default-tenant', mine.id, { severity: 'critical', title: 'Mine critical' });
  await addDefect('default-tenant', theirs.id, {
    title: 'Theirs medium',
    createdAt: new Date('2026-05-21T10:00:00Z'),
  });
  await addDefect('other-tenant', secretInspection.id, { title: 'Secret defect' });
  await addPayment('default-tenant', alpha!.id, mine.id, { dueDate: '2026-03-01' });
  await addPayment('default-tenant', bravo!.id, theirs.id, {
    dueDate: '2026-06-01',
    status: 'completed',
    paidDate: '2026-06-02',
  });
  await addPayment('other-tenant', secret.id, secretInspection.id, { description: 'Secret fee' });
  cookies.admin = (await signIn(app, 'admin@test.uk', 'password-1')).cookie;
  cookies.inspector = (await signIn(app, 'tom@test.uk', 'password-1')).cookie;
  cookies.outsider = (await signIn(app, 'eve@test.uk', 'password-1')).cookie;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** What the default tenant's admin sees per kind, and a value only the other tenant holds. */
const EXPECTED: Record<ExportKind, { rows: number; secret: string }> = {
  inspections: { rows: 2, secret: '999999' },
  installers: { rows: 2, secret: 'Secret Installer' },
  defects: { rows: 2, secret: 'Secret defect' },
  payments: { rows: 2, secret: 'Secret fee' },
};

describe('GET /api/exports/{kind}: every kind in every format', () => {
  for (const kind of EXPORT_KINDS) {
    for (const format of EXPORT_FORMATS) {
      it(`${kind} as ${format}: the tenant's rows, with the kind's columns`, async () => {
        const reply = await get('admin', kind, `format=${format}`);
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-disposition']).toMatch(
          new RegExp(`attachment; filename="${kind}-export-\\d{4}-\\d{2}-\\d{2}\\.${format}"`),
        );
        const { rows, secret } = EXPECTED[kind];
        if (format === 'csv') {
          const csv = csvOf(reply.body);
          expect(csv.header).toEqual(EXPORT_COLUMNS[kind]);
          expect(csv.rows).toHaveLength(rows);
          expect(reply.body).not.toContain(secret);
        } else if (format === 'xlsx') {
          const xlsx = await xlsxOf(reply.rawPayload);
          expect(xlsx.header).toEqual(EXPORT_COLUMNS[kind]);
          expect(xlsx.rows).toHaveLength(rows);
          expect(JSON.stringify(xlsx.rows.map(xlsx.values))).not.toContain(secret);
        } else if (format === 'json') {
          expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
          const objects = reply.json<Record<string, unknown>[]>();
          expect(objects).toHaveLength(rows);
          expect(Object.keys(objects[0]!)).toEqual(EXPORT_COLUMNS[kind]);
          expect(reply.body).not.toContain(secret);
        } else {
          expect(reply.headers['content-type']).toBe('application/pdf');
          expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        }
      });
    }
  }

  it('writes one audit row per export with the format, range and filters', async () => {
    await get('admin', 'payments', 'format=json&from=2026-01-01&status=completed');
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.resource, 'payment')));
    expect(rows.at(-1)).toMatchObject({
      userId: admin.id,
      tenantId: 'default-tenant',
      details: {
        format: 'json',
        from: '2026-01-01',
        to: null,
        filters: { tab: 'overview', status: 'completed' },
      },
    });
  });
});

describe('filters and date range', () => {
  const policyIds = async (query: string) =>
    (await get('admin', 'inspections', `format=json&${query}`))
      .json<Record<string, string>[]>()
      .map((r) => r['Property ID']);

  it('reads the inspection date for from/to and applies the list search and tab', async () => {
    expect(await policyIds('from=2026-05-01')).toEqual(['222222']);
    expect(await policyIds('to=2026-03-10')).toEqual(['111111']);
    expect(await policyIds('from=2026-03-11&to=2026-05-19')).toEqual([]);
    expect(await policyIds('search=111111')).toEqual(['111111']);
    expect(await policyIds('tab=completed')).toEqual(['222222']);
  });

  it('applies the installer, defect and payment list filters and their dates', async () => {
    const names = (await get('admin', 'installers', 'format=json&status=Suspended')).json<
      Record<string, string>[]
    >();
    expect(names.map((r) => r.Name)).toEqual(['Bravo Energy']);
    const added = (await get('admin', 'installers', 'format=json&to=2026-03-01')).json<
      Record<string, string>[]
    >();
    expect(added.map((r) => r.Name)).toEqual(['Alpha Insulation']);
    const critical = (await get('admin', 'defects', 'format=json&severity=critical')).json<
      Record<string, string>[]
    >();
    expect(critical.map((r) => r.Title)).toEqual(['Mine critical']);
    const raisedInMay = (await get('admin', 'defects', 'format=json&from=2026-05-01')).json<
      Record<string, string>[]
    >();
    expect(raisedInMay.map((r) => r.Title)).toEqual(['Theirs medium']);
    const paid = (await get('admin', 'payments', 'format=json&tab=completed')).json<
      Record<string, unknown>[]
    >();
    expect(paid).toEqual([
      expect.objectContaining({
        Installer: 'Bravo Energy',
        'Amount (GBP)': 123.45,
        Status: 'Completed',
        'Paid date': '2026-06-02',
      }),
    ]);
    const dueInMarch = (
      await get('admin', 'payments', 'format=json&from=2026-03-01&to=2026-03-31')
    ).json<Record<string, unknown>[]>();
    expect(dueInMarch.map((r) => r.Installer)).toEqual(['Alpha Insulation']);
  });

  it('refuses a bad format, date or filter with 400 and the message', async () => {
    expect((await get('admin', 'inspections', 'format=doc')).json()).toEqual({
      error: 'Choose a format: csv, xlsx, json or pdf',
    });
    const backwards = await get('admin', 'inspections', 'format=csv&from=2026-05-01&to=2026-04-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ error: 'Date from must be on or before Date to' });
    expect((await get('admin', 'inspections', 'format=csv&from=2026-02-30')).json()).toEqual({
      error: 'Date from must be a valid date',
    });
    expect((await get('admin', 'defects', 'format=csv&severity=huge')).statusCode).toBe(400);
  });
});

describe('who sees what', () => {
  it('an INSPECTOR exports only their own inspections and the defects they may see', async () => {
    const own = (await get('inspector', 'inspections', 'format=json')).json<
      Record<string, string>[]
    >();
    expect(own.map((r) => r['Property ID'])).toEqual(['111111']);
    const ownDefects = (await get('inspector', 'defects', 'format=json')).json<
      Record<string, string>[]
    >();
    expect(ownDefects.map((r) => r.Title)).toEqual(['Mine critical']);
  });

  it('refuses a kind whose list the role may not view, and anyone signed out', async () => {
    const refused = await get('inspector', 'payments', 'format=csv');
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/exports/inspections?format=csv',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never shows another tenant's rows", async () => {
    for (const kind of EXPORT_KINDS) {
      const body = (await get('outsider', kind, 'format=json')).body;
      const rows = JSON.parse(body) as unknown[];
      expect(rows).toHaveLength(1);
      expect(body).toContain(EXPECTED[kind].secret);
      expect(body).not.toContain('Alpha Insulation');
    }
  });
});

describe('formula-safe CSV and XLSX', () => {
  it('puts an apostrophe before text a spreadsheet would run, in CSV and XLSX, and keeps JSON as stored', async () => {
    const csv = (await get('admin', 'inspections', 'format=csv&search=111111')).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(`'+44 113 496 0000`);
    const installersCsv = (await get('admin', 'installers', 'format=csv')).body;
    expect(installersCsv).toContain(`'@SUM(1+1)`);

    const xlsx = await xlsxOf(
      (await get('admin', 'inspections', 'format=xlsx&search=111111')).rawPayload,
    );
    const notes = xlsx.rows[0]!.getCell(INSPECTION_EXPORT_COLUMNS.indexOf('Additional notes') + 1);
    expect(notes.type).toBe(ExcelJS.ValueType.String);
    expect(notes.value).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(stripFormulaGuard(notes.text)).toBe('=HYPERLINK("http://evil.example","click")');

    const json = (await get('admin', 'inspections', 'format=json&search=111111')).json<
      Record<string, string>[]
    >();
    expect(json[0]!['Additional notes']).toBe('=HYPERLINK("http://evil.example","click")');
  });
});

describe('XLSX cells people can sort and filter (issue 28 point 13)', () => {
  const cellOf = (
    sheet: ExcelJS.Worksheet,
    columns: readonly string[],
    row: number,
    name: string,
  ) => sheet.getRow(row).getCell(columns.indexOf(name) + 1);
  async function sheetOf(kind: ExportKind, query: string) {
    const reply = await get('admin', kind, `format=xlsx&${query}`);
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    return { sheet: workbook.worksheets[0]!, raw: reply.rawPayload };
  }

  it('inspections: real date cells shown dd/mm/yyyy, labels not codes, a frozen and filtered header', async () => {
    const { sheet, raw } = await sheetOf('inspections', 'search=222222');
    const cell = (name: string) => cellOf(sheet, INSPECTION_EXPORT_COLUMNS, 2, name);
    const scheduled = cell('Scheduled date');
    expect(scheduled.type).toBe(ExcelJS.ValueType.Date);
    expect(scheduled.numFmt).toBe('dd/mm/yyyy');
    expect(scheduled.value).toEqual(new Date(Date.UTC(2026, 4, 18)));
    expect(cell('Completed date').value).toEqual(new Date(Date.UTC(2026, 4, 20)));
    expect(cell('Completed date').numFmt).toBe('dd/mm/yyyy');
    expect(cell('Status').value).toBe('Passed');
    expect(cell('Type').value).toBe('CWI Cavity Wall Insulation');
    expect(cell('Inspection outcome').value).toBe('Passed - No Issues Found');

    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    // 45 columns (A to AS), the header and one row.
    expect(sheet.autoFilter).toBe('A1:AS2');
    // The schema's order: the view before the data, the filter after it.
    const xml = await new JSZip()
      .loadAsync(raw)
      .then((zip) => zip.file('xl/worksheets/sheet1.xml')!.async('string'));
    expect(xml).toMatch(
      /<sheetViews><sheetView[^>]*><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"\/>.*<\/sheetViews>.*<sheetData>.*<\/sheetData><autoFilter ref="A1:AS2"\/>/s,
    );
  });

  it('payments: amounts in GBP, days as dates; defects: raised and resolved in UK time', async () => {
    const payments = (await sheetOf('payments', 'tab=completed')).sheet;
    const payment = (name: string) => cellOf(payments, EXPORT_COLUMNS.payments, 2, name);
    expect(payment('Amount (GBP)').value).toBe(123.45);
    expect(payment('Amount (GBP)').numFmt).toBe('"£"#,##0.00');
    expect(payment('Paid date').value).toEqual(new Date(Date.UTC(2026, 5, 2)));
    expect(payment('Paid date').numFmt).toBe('dd/mm/yyyy');
    expect(payment('Status').value).toBe('Completed');
    expect(payments.autoFilter).toBe('A1:K2');

    const defectSheet = (await sheetOf('defects', 'severity=critical')).sheet;
    const defect = (name: string) => cellOf(defectSheet, EXPORT_COLUMNS.defects, 2, name);
    // Raised 10:00 UTC on 10 April 2026 is 11:00 in London (BST).
    expect(defect('Raised').value).toEqual(new Date(Date.UTC(2026, 3, 10, 11, 0)));
    expect(defect('Raised').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(defect('Due date').value).toEqual(new Date(Date.UTC(2026, 5, 1)));
    expect(defect('Due date').numFmt).toBe('dd/mm/yyyy');
    expect(defect('Severity').value).toBe('Critical');
    expect(defectSheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const installerSheet = (await sheetOf('installers', 'status=Suspended')).sheet;
    expect(installerSheet.autoFilter).toBe('A1:P2');
  });

  it('CSV and JSON carry the same labels; CSV dates ISO and UK time, JSON instants in UTC', async () => {
    const csv = (await get('admin', 'inspections', 'format=csv&search=222222')).body;
    expect(csv).toContain(',CWI Cavity Wall Insulation,Passed,');
    expect(csv).toContain(',2026-05-18,');
    expect(csv).toContain(',Passed - No Issues Found,');
    const defectsCsv = (await get('admin', 'defects', 'format=csv&severity=critical')).body;
    expect(defectsCsv).toContain(',2026-06-01,,2026-04-10 11:00\r\n');
    const json = (await get('admin', 'defects', 'format=json&severity=critical')).json<
      Record<string, unknown>[]
    >();
    expect(json[0]).toMatchObject({ 'Due date': '2026-06-01', Raised: '2026-04-10T10:00:00.000Z' });
  });
});

describe('large exports', () => {
  it('streams 20,000 rows in batches of 1,000 while the file is being written', async () => {
    await createTenant(database.db, 'big-tenant');
    const big = await createUser(database.db, {
      lastName: 'Big',
      role: 'ADMIN',
      tenantId: 'big-tenant',
    });
    const base = buildInspectionRow(faker, {
      tenantId: 'big-tenant',
      reference: 'x',
      createdAt: new Date(Date.UTC(2026, 0, 1)),
      installers: ['Big Installer'],
      inspectors: ['Nobody'],
    });
    for (let chunk = 0; chunk < 20; chunk++) {
      await database.db.insert(inspections).values(
        Array.from({ length: 1000 }, (_, i) => ({
          ...base,
          reference: `INS-2026-${String(chunk * 1000 + i).padStart(6, '0')}`,
          // Many rows share a creation time: the keyset must still go through each once.
          createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 1000),
          policyId: String(100000 + chunk * 1000 + i),
        })),
      );
    }
    const actor = {
      db: database.db,
      tenantId: 'big-tenant',
      user: toSessionUser({ ...big, isActive: true })!,
      ip: '203.0.113.9',
    };
    const parsed = parseExportQuery('inspections', { format: 'csv' });
    if (!parsed.success) throw new Error(parsed.message);
    const out = new PassThrough();
    let received = 0;
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    });
    const batches: { size: number; receivedBefore: number }[] = [];
    const source = await openExportSource(actor, parsed.data);
    const written = await streamExport(source, parsed.data, out, {
      onBatch: (size) => batches.push({ size, receivedBefore: received }),
    });
    expect(written).toBe(20_000);
    expect(batches.map((b) => b.size)).toEqual([...Array.from({ length: 20 }, () => 1000), 0]);
    // Rows reached the reader while later batches were still to be read.
    expect(batches[10]!.receivedBefore).toBeGreaterThan(0);
    expect(batches[10]!.receivedBefore).toBeLessThan(received / 2 + 200_000);
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(20_001);
    const policyIds = new Set(lines.slice(1).map((line) => line.split(',')[0]));
    expect(policyIds.size).toBe(20_000);

    // A PDF stops reading at its cap instead of going through every row.
    const inspectionsPdf = parseExportQuery('inspections', { format: 'pdf' });
    if (!inspectionsPdf.success) throw new Error(inspectionsPdf.message);
    const pdfOut = new PassThrough();
    const pdfChunks: Buffer[] = [];
    pdfOut.on('data', (chunk: Buffer) => pdfChunks.push(chunk));
    const pdfBatches: number[] = [];
    const shown = await streamExport(
      await openExportSource(actor, inspectionsPdf.data),
      inspectionsPdf.data,
      pdfOut,
      { onBatch: (size) => pdfBatches.push(size) },
    );
    expect(shown).toBe(EXPORT_PDF_ROW_LIMIT);
    expect(pdfBatches).toHaveLength(EXPORT_PDF_ROW_LIMIT / 1000);
    expect(Buffer.concat(pdfChunks).subarray(0, 5).toString()).toBe('%PDF-');
  }, 180_000);
});

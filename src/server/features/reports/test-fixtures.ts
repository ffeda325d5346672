import { join } from 'node:path';
import { Faker, en, en_GB } from '@faker-js/faker';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { buildInspectionRow } from '@/server/db/inspection-factories';
import { generatedReports, inspections } from '@/server/db/schema/index';
import type { InspectionStatus } from '@/shared/inspections/statuses';
import type { MeasureCategory } from '@/shared/inspections/measures';
import { createLocalStorage } from '@/server/storage/local-storage';
import { testDataDirectory } from '@/server/test-support/test-caller';

const faker = new Faker({ locale: [en_GB, en] });
// Seeded from the reference, so a row's plausible fields do not depend on which test files ran
// before in the same worker (Vitest runs files unisolated, decision 019).
const seedOf = (reference: string) =>
  [...reference].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, 6006);

type Fixture = {
  reference: string;
  measureType: MeasureCategory;
  status: InspectionStatus;
  completedDate?: string | null;
  scheduledDate?: string | null;
  inspectorName?: string | null;
  installerName?: string;
};

/** Inspections with exactly the fields the report filters read (the rest plausible and fixed). */
export async function insertInspections(db: Db, tenantId: string, rows: Fixture[]) {
  for (const [i, row] of rows.entries()) {
    faker.seed(seedOf(row.reference));
    const base = buildInspectionRow(faker, {
      tenantId,
      reference: row.reference,
      createdAt: new Date(Date.UTC(2026, 0, 1, 9, i)),
      installers: ['Acme Insulation Ltd'],
      inspectors: ['Nobody'],
    });
    await db.insert(inspections).values({
      ...base,
      measureType: row.measureType,
      status: row.status,
      answers: row.status === 'PASSED' || row.status === 'FAILED' ? base.answers : {},
      completedDate: row.completedDate ?? null,
      scheduledDate: row.scheduledDate ?? null,
      inspectorName: row.inspectorName ?? null,
      inspectorUserId: null,
      installerName: row.installerName ?? 'Acme Insulation Ltd',
      ewiGrading: null,
    });
  }
}

/** The files test callers write (test-caller.ts keeps them under the test DATA_DIR). */
export const callerStorage = () => createLocalStorage(join(testDataDirectory(), 'files'));

export async function readStoredReport(db: Db, id: string): Promise<Buffer> {
  const [row] = await db.select().from(generatedReports).where(eq(generatedReports.id, id));
  if (!row?.storageKey) throw new Error(`report ${id} has no file (status ${row?.status})`);
  const chunks: Buffer[] = [];
  for await (const chunk of await callerStorage().getFile(row.storageKey))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every CSV record including the header (quoted fields with commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (isQuoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      isQuoted = !isQuoted;
    } else if (isQuoted || (c !== ',' && c !== '\n' && c !== '\r')) {
      field += c;
    } else if (c === ',') {
      endField();
    } else if (c === '\n') {
      endField();
      records.push(record);
      record = [];
    }
  }
  if (field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}

export async function xlsxRows(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

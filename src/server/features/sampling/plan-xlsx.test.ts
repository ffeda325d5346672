import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createInspection } from '@/server/test-support/inspections';
import { createInstaller } from '@/server/test-support/installers';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant, createUser, type User } from '@/server/test-support/users';
import { forbiddenMessage } from '@/server/trpc/requirement';
import { DEFAULT_TENANT_ID as T } from '@/shared/roles';
import { seedSamplingCatalogue } from './catalogue-seed';
import { lodgeMeasures } from './test-kit';

let database: Database;
let coordinator: User;
let inspector: User;
let acmeId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await createTenant(db, 'plan-xlsx-other');
  coordinator = await createUser(db, { role: 'COORDINATOR' });
  inspector = await createUser(db, { role: 'INSPECTOR' });
  await seedSamplingCatalogue(db, T);
  await seedSamplingCatalogue(db, 'plan-xlsx-other');
  // A name a spreadsheet would run as a formula: the workbook must keep it as text.
  const acme = await createInstaller(db, { name: '=Acme Walls' });
  const bright = await createInstaller(db, { name: 'Bright Lofts' });
  acmeId = acme.id;
  const lodge = (tenantId: string, installerId: string, code: string, count: number) =>
    lodgeMeasures(db, {
      tenantId,
      installerId,
      workTypeCode: code,
      schemeCode: 'ECO4',
      installedDate: '2026-02-02',
      count,
    });
  const acmeMeasures = await lodge(T, acme.id, 'DW-101', 40);
  await lodge(T, bright.id, 'DW-143', 5);
  for (const [i, status] of (['PASSED', 'FAILED'] as const).entries())
    await createInspection(db, {
      lodgedMeasureId: acmeMeasures[i]!,
      status,
      completedDate: '2026-03-10',
    });
  const outsider = await createInstaller(db, { tenantId: 'plan-xlsx-other', name: 'Elsewhere' });
  await lodge('plan-xlsx-other', outsider.id, 'DW-101', 12);
}, 60_000);
afterAll(async () => {
  await database.close();
});

async function openWorkbook(base64: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  return workbook;
}

const valuesOf = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);

describe('sampling.planXlsx', () => {
  it("writes the plan's rows as typed cells under a frozen, filtered header, then the total", async () => {
    const caller = callerFor(database.db, coordinator);
    const plan = await caller.sampling.plan({ quarter: '2026-Q1' });
    const file = await caller.sampling.planXlsx({ quarter: '2026-Q1' });
    expect(file.fileName).toBe('sampling-plan-2026-Q1.xlsx');
    expect(file.rowCount).toBe(plan.rows.length);
    const sheet = (await openWorkbook(file.base64)).worksheets[0]!;
    expect(sheet.name).toBe('Sampling plan 2026-Q1');
    expect(valuesOf(sheet.getRow(1))).toEqual([
      'Quarter',
      'Installer',
      'Measure category',
      'Population',
      'Rate',
      'Reason for the rate',
      'Required',
      'Achieved',
      'Outstanding',
      'Failed',
      'Fail rate',
      'Band',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    // Other tenants' installers never appear: two rows of this tenant, then the total.
    expect(sheet.rowCount).toBe(plan.rows.length + 2);

    const acme = plan.rows.find((r) => r.installerId === acmeId)!;
    const index = plan.rows.indexOf(acme);
    const row = sheet.getRow(index + 2);
    expect(valuesOf(row)).toEqual([
      '2026-Q1',
      "'=Acme Walls",
      acme.measureCategory,
      acme.population,
      acme.ratePercent / 100,
      'Small installer',
      acme.required,
      acme.achieved,
      acme.outstanding,
      acme.failed,
      acme.failRatePercent! / 100,
      acme.band,
    ]);
    expect([acme.population, acme.achieved, acme.failed]).toEqual([40, 2, 1]);
    expect(row.getCell(5).numFmt).toBe('0.0%');

    const total = sheet.getRow(plan.rows.length + 2);
    expect(total.getCell(2).value).toBe('All installers (total)');
    expect(total.getCell(7).value).toBe(plan.totals.required);
    expect(total.getCell(8).value).toBe(plan.totals.achieved);
    expect(total.font?.bold).toBe(true);
  });

  it('keeps only the rows the filters ask for', async () => {
    const caller = callerFor(database.db, coordinator);
    const file = await caller.sampling.planXlsx({ quarter: '2026-Q1', installer: acmeId });
    expect(file.rowCount).toBe(1);
    const sheet = (await openWorkbook(file.base64)).worksheets[0]!;
    expect(sheet.getRow(2).getCell(2).value).toBe("'=Acme Walls");
    expect(sheet.getRow(3).getCell(2).value).toBe('All installers (total)');
  });

  it('refuses a bad quarter and anyone without sampling:view', async () => {
    const caller = callerFor(database.db, coordinator);
    await expect(caller.sampling.planXlsx({ quarter: '2026-Q5' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      callerFor(database.db, inspector).sampling.planXlsx({ quarter: '2026-Q1' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: forbiddenMessage('sampling:view') });
  });
});

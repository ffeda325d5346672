import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { checklistAnswers } from '@/server/db/schema/index';
import { createInspection } from '@/server/test-support/inspections';
import { createInstaller } from '@/server/test-support/installers';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant, createUser, type User } from '@/server/test-support/users';
import type { ChecklistSeverity } from '@/shared/checklists/catalogue';
import { DEFAULT_TENANT_ID as T } from '@/shared/roles';
import { seedSamplingCatalogue } from './catalogue-seed';
import { getQuarterlySchemeReport } from './report';
import { quarterlyReportPdf } from './report-pdf';
import { quarterlyReportXlsx } from './report-xlsx';
import { lodgeMeasures } from './test-kit';

let database: Database;
let coordinator: User;
const NOW = new Date('2026-05-01T09:00:00Z');

type FailItem = {
  severity: ChecklistSeverity | null;
  dueAt: string;
  evidenceAt?: string;
  acceptedAt?: string;
  overturned?: boolean;
};

/** A completed inspection of a measure; a failed one with its Fail items and their clocks. */
async function inspect(measureId: string, status: 'PASSED' | 'FAILED', fails: FailItem[] = []) {
  const { db } = database;
  const inspection = await createInspection(db, {
    lodgedMeasureId: measureId,
    status,
    completedDate: '2026-03-10',
  });
  for (const [i, f] of fails.entries())
    await db.insert(checklistAnswers).values({
      tenantId: T,
      inspectionId: inspection.id,
      itemId: `item-${i}`,
      answer: 'Fail',
      severity: f.severity,
      failedAt: new Date('2026-03-10T10:00:00Z'),
      remediationDueAt: new Date(f.dueAt),
      evidenceSubmittedAt: f.evidenceAt ? new Date(f.evidenceAt) : null,
      // Stored as the submission stores it: late when after the deadline.
      submittedLate: f.evidenceAt ? new Date(f.evidenceAt) > new Date(f.dueAt) : false,
      acceptedAt: f.acceptedAt ? new Date(f.acceptedAt) : null,
      overturnedAt: f.overturned ? new Date('2026-03-12T10:00:00Z') : null,
      overturnReason: f.overturned ? 'Photo showed the fill after all' : null,
    });
}

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await createTenant(db, 'report-other');
  coordinator = await createUser(db, { role: 'COORDINATOR' });
  await seedSamplingCatalogue(db, T);
  await seedSamplingCatalogue(db, 'report-other');
  const acme = await createInstaller(db, { name: 'Acme Walls' });
  const bright = await createInstaller(db, { name: 'Bright Lofts' });
  const lodge = (installerId: string, code: string, scheme: string, count: number) =>
    lodgeMeasures(db, {
      tenantId: T,
      installerId,
      workTypeCode: code,
      schemeCode: scheme,
      installedDate: '2026-02-02',
      count,
    });
  const eco = await lodge(acme.id, 'DW-101', 'ECO4', 100);
  const gbis = await lodge(acme.id, 'DW-101', 'GBIS', 10);
  await lodge(bright.id, 'DW-143', 'GBIS', 5);
  for (const id of [eco[0]!, eco[1]!, eco[2]!, gbis[0]!]) await inspect(id, 'PASSED');
  // Category 1 still open past its deadline; a Minor whose evidence came after its deadline; a
  // Minor submitted in time and still under review past its deadline (outstanding, not overdue).
  await inspect(eco[3]!, 'FAILED', [
    { severity: 'Category 1', dueAt: '2026-03-11T10:00:00Z' },
    {
      severity: 'Minor',
      dueAt: '2026-04-15T10:00:00Z',
      evidenceAt: '2026-04-20T10:00:00Z',
      acceptedAt: '2026-04-22T10:00:00Z',
    },
    { severity: 'Minor', dueAt: '2026-04-15T10:00:00Z', evidenceAt: '2026-04-15T10:00:00Z' },
  ]);
  // An overturned Category 1 does not count; the standing Major was put right in time.
  await inspect(eco[4]!, 'FAILED', [
    { severity: 'Category 1', dueAt: '2026-03-11T10:00:00Z', overturned: true },
    {
      severity: 'Major',
      dueAt: '2026-05-05T10:00:00Z',
      evidenceAt: '2026-04-01T10:00:00Z',
      acceptedAt: '2026-04-02T10:00:00Z',
    },
  ]);
  await inspect(eco[5]!, 'FAILED'); // failed with no checklist: not graded
  await inspect(gbis[1]!, 'FAILED', [{ severity: 'Minor', dueAt: '2026-06-01T10:00:00Z' }]);
  const outsider = await createInstaller(db, { tenantId: 'report-other', name: 'Elsewhere' });
  await lodgeMeasures(db, {
    tenantId: 'report-other',
    installerId: outsider.id,
    workTypeCode: 'DW-101',
    schemeCode: 'ECO4',
    installedDate: '2026-02-02',
    count: 12,
  });
}, 60_000);
afterAll(async () => {
  await database.close();
});

const report = () => getQuarterlySchemeReport(database.db, T, '2026-Q1', NOW);

describe('quarterly scheme report', () => {
  it("has the plan's figures for every installer and category, and its totals", async () => {
    const plan = await callerFor(database.db, coordinator).sampling.plan({ quarter: '2026-Q1' });
    const result = await report();
    const pick = <R extends (typeof plan.rows)[number]>(r: R) => ({
      installerName: r.installerName,
      measureCategory: r.measureCategory,
      population: r.population,
      required: r.required,
      achieved: r.achieved,
      outstanding: r.outstanding,
      failed: r.failed,
      failRatePercent: r.failRatePercent,
      band: r.band,
    });
    expect(result.rows.map(pick)).toEqual(plan.rows.map(pick));
    expect(result.totals).toMatchObject(plan.totals);
    expect(
      result.schemes.map((s) => ({
        schemeName: s.schemeName,
        population: s.total.population,
        achieved: s.total.achieved,
        failed: s.total.failed,
        failRatePercent: s.total.failRatePercent,
      })),
    ).toEqual(
      plan.schemes.map((s) => ({
        schemeName: s.schemeName,
        population: s.population,
        achieved: s.achieved,
        failed: s.failed,
        failRatePercent: s.failRatePercent,
      })),
    );
  });

  it('adds passes, fails by worst standing severity, remediations and overturned fails', async () => {
    const acme = (await report()).rows.find((r) => r.installerName === 'Acme Walls')!;
    expect(acme).toMatchObject({
      population: 110,
      achieved: 8,
      passed: 4,
      failed: 4,
      failedCategory1: 1,
      failedMajor: 1,
      failedMinor: 1,
      failedUngraded: 1,
      failRatePercent: 50,
      band: 'Pathway A',
      remediationsOutstanding: 3,
      remediationsOverdue: 1,
      remediationsLate: 1,
      failsOverturned: 1,
    });
    const [eco4, gbis] = (await report()).schemes;
    expect(eco4!.rows[0]).toMatchObject({ population: 100, achieved: 6, failed: 3, passed: 3 });
    expect(gbis!.rows.map((r) => [r.installerName, r.population, r.achieved, r.failed])).toEqual([
      ['Acme Walls', 10, 2, 1],
      ['Bright Lofts', 5, 0, 0],
    ]);
    expect(gbis!.total).toMatchObject({
      population: 15,
      failedMinor: 1,
      remediationsOutstanding: 1,
    });
  });
});

describe('quarterly scheme report files', () => {
  it('writes a workbook with a summary, a frozen, filtered header and a row per pair', async () => {
    const file = await quarterlyReportXlsx(await report(), NOW);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Installers and categories',
      'Schemes',
    ]);
    const from = workbook.getWorksheet('Summary')!.getRow(3).getCell(2);
    expect(from.value).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(from.numFmt).toBe('dd/mm/yyyy');
    const sheet = workbook.getWorksheet('Installers and categories')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 8)).toEqual([
      'Installer',
      'Measure category',
      'Measures installed',
      'Sampling rate',
      'Rate reason',
      'Required',
      'Achieved',
      'Outstanding',
    ]);
    expect(header).toContain('Fails: Category 1');
    expect((sheet.getRow(2).values as unknown[]).slice(1, 4)).toEqual(['Acme Walls', 'CWI', 110]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getRow(4).getCell(1).value).toBe('Total');
  });

  it('writes a PDF', async () => {
    const file = await quarterlyReportPdf(await report(), NOW);
    expect(file.length).toBeGreaterThan(1000);
    expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { E2E_BASE_URL } from '../playwright.config';
import { buildWizardForm } from '../src/server/db/inspection-factories';
import { INSPECTION_EXPORT_COLUMNS } from '../src/shared/exports/catalogue';
import { expect, test } from './fixtures';

/** A tRPC mutation over plain HTTP with the signed-in user's cookie; returns its data. */
async function mutate<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.post(`/trpc/${path}`, {
    data: input,
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

test.describe.configure({ timeout: 90_000 });
test.use({ freshUser: 'COORDINATOR' });

async function openExportTab(page: Page) {
  await page.goto('/import');
  await page.getByRole('tab', { name: 'Export Data' }).click();
  await expect(page.getByRole('heading', { name: 'Export Data' })).toBeVisible();
}

async function exportFile(page: Page, format: 'csv' | 'xlsx') {
  await page.getByLabel('Format').selectOption(format);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^inspections-export-\\d{4}-\\d{2}-\\d{2}\\.${format}$`),
  );
  await expect(page.getByText(/^Export ready: inspections-export-/).first()).toBeVisible();
  return file.path();
}

test('Export Data downloads the filtered inspections as XLSX and CSV, formula-safe', async ({
  page,
}, testInfo) => {
  const policyId = String(Date.now()).slice(-9);
  await mutate(page.request, 'inspection.createInspectionDirect', {
    source: 'SCHEDULE_WIZARD',
    form: buildWizardForm('schedule', {
      policyId,
      addressLine1: `${policyId} Export Street`,
      additionalNotes: '=SUM(1,2)',
      scheduledDate: '2026-12-07',
    }),
  });

  await openExportTab(page);
  await page.getByLabel('What to export').selectOption('inspections');
  await page.getByLabel('Date from').fill('2026-12-01');
  await page.getByLabel('Date to').fill('2026-12-31');
  await page.getByLabel('Search inspections', { exact: true }).fill(policyId);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await exportFile(page, 'xlsx'));
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...INSPECTION_EXPORT_COLUMNS]);
  expect(sheet.actualRowCount).toBe(2);
  const cell = (name: (typeof INSPECTION_EXPORT_COLUMNS)[number]) =>
    sheet.getRow(2).getCell(INSPECTION_EXPORT_COLUMNS.indexOf(name) + 1).value;
  expect(cell('Property ID')).toBe(policyId);
  expect(cell('Address')).toBe(`${policyId} Export Street`);
  // A real date cell (docs/exports.md), shown dd/mm/yyyy; the header row frozen and filtered.
  expect(cell('Scheduled date')).toEqual(new Date(Date.UTC(2026, 11, 7)));
  expect(
    sheet.getRow(2).getCell(INSPECTION_EXPORT_COLUMNS.indexOf('Scheduled date') + 1).numFmt,
  ).toBe('dd/mm/yyyy');
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBe('A1:AS2');
  expect(cell('Additional notes')).toBe("'=SUM(1,2)");

  const csv = (await readFile(await exportFile(page, 'csv'), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(INSPECTION_EXPORT_COLUMNS.join(','));
  expect(lines).toHaveLength(2);
  expect(lines[1]!.startsWith(`${policyId},`)).toBe(true);
  expect(lines[1]).toContain(`"'=SUM(1,2)"`);

  await page.screenshot({ path: testInfo.outputPath('export-panel-1440.png'), fullPage: true });
});

test('Export Data refuses a backwards date range and fits a phone screen', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openExportTab(page);
  await page.getByLabel('Date from').fill('2026-05-02');
  await page.getByLabel('Date to').fill('2026-05-01');
  await page.getByRole('button', { name: 'Export Data' }).click();
  await expect(page.getByRole('alert')).toHaveText('Date from must be on or before Date to');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('export-panel-390.png'), fullPage: true });
});

test('an exported XLSX of inspections imports back as updates, changing nothing', async ({
  page,
}) => {
  const policyId = String(Date.now()).slice(-9);
  await mutate(page.request, 'inspection.createInspectionDirect', {
    source: 'SCHEDULE_WIZARD',
    form: buildWizardForm('schedule', {
      policyId,
      addressLine1: `${policyId} Round Trip Road`,
      additionalNotes: '=SUM(1,2)',
      scheduledDate: '2026-12-08',
    }),
  });
  await openExportTab(page);
  await page.getByLabel('What to export').selectOption('inspections');
  await page.getByLabel('Search inspections', { exact: true }).fill(policyId);
  const exported = await exportFile(page, 'xlsx');

  await page.getByRole('tab', { name: 'Import Data' }).click();
  await page.getByLabel('File (.csv, .xlsx or .json, max 50MB)').setInputFiles({
    name: 'inspections-export.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await readFile(exported),
  });
  await page.getByRole('button', { name: 'Upload file' }).click();
  await page.getByRole('button', { name: 'Run dry run' }).click();
  const result = page.getByRole('region', { name: 'Dry run result' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByText('Would update').locator('..')).toContainText('1');
  await expect(result.getByText('Would insert').locator('..')).toContainText('0');
  await expect(result.getByText('Errors').locator('..')).toContainText('0');
  await page.getByRole('button', { name: /^Import 1 row/ }).click();
  await expect(page.getByText(/^Import completed: 0 added, 1 updated/)).toBeVisible({
    timeout: 20_000,
  });

  await page.goto(`/view-inspections?search=${policyId}`);
  await expect(page.getByText(`${policyId} Round Trip Road`).first()).toBeVisible();
  await page
    .getByRole('link', { name: /^View INS-/ })
    .first()
    .click();
  await expect(page.getByText('=SUM(1,2)', { exact: true }).first()).toBeVisible();
});

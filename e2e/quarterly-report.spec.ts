import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The Quarterly Scheme Report (issue 30 point 10) from the Reports page, as Excel then PDF. */
async function downloadQuarterlyReport(page: Page) {
  // The plan's figures take seconds on the embedded database of a busy two-core machine.
  test.setTimeout(240_000);
  await page.goto('/reports?tab=custom');
  const card = page.getByRole('region', { name: 'Quarterly Scheme Report' });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // This quarter is chosen; the list offers it and the seven before.
  await expect(card.getByLabel('Quarter').locator('option')).toHaveCount(8);

  await card.getByLabel('File type').selectOption('xlsx');
  await card.getByRole('button', { name: 'Generate Quarterly Report' }).click();
  // The spinner is a status too: the finished report's line is the one saying it is ready.
  const ready = card.getByRole('status').filter({ hasText: 'ready.' });
  const downloading = page.waitForEvent('download');
  await ready
    .getByRole('link', { name: /Download Quarterly Scheme Report XLSX/ })
    .click({ timeout: 90_000 });
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inspecthub-report-quarterly-scheme-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Installers and categories')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual([
    'Installer',
    'Measure category',
    'Measures installed',
  ]);
  expect(sheet.rowCount).toBeGreaterThan(1); // at least the totals row

  await card.getByLabel('File type').selectOption('pdf');
  await card.getByRole('button', { name: 'Generate Quarterly Report' }).click();
  const pdfDownloading = page.waitForEvent('download');
  await ready
    .getByRole('link', { name: /Download Quarterly Scheme Report PDF/ })
    .click({ timeout: 90_000 });
  const pdf = await readFile(await (await pdfDownloading).path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

test.describe('the quarterly scheme report at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('downloads as Excel and PDF', async ({ page }) => {
    await downloadQuarterlyReport(page);
  });
});

test.describe('the quarterly scheme report at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('downloads as Excel and PDF', async ({ page }) => {
    await downloadQuarterlyReport(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/**
 * Scheduling it: the Content select turns the dialog into the quarterly report's own, with no
 * report type or status (they do not apply), Excel or PDF only and which quarter a run covers.
 * The seeded Monthly report is put back as it was, since other specs read the schedules.
 */
test.describe('scheduling the quarterly scheme report at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('shows only what applies and saves', async ({ page }) => {
    await page.goto('/reports');
    const card = page.getByRole('region', { name: 'Scheduled Reports' });
    const entry = card.getByRole('listitem').filter({ hasText: 'Monthly report' });
    const dialog = page.getByRole('dialog', { name: 'Edit Scheduled Report' });
    await card.getByRole('button', { name: 'Edit Monthly report' }).click();
    await expect(dialog.getByLabel('Report Type')).toBeVisible();
    await dialog.getByLabel('Content').selectOption({ label: 'Quarterly Scheme Report' });
    await expect(dialog.getByLabel('Report Type')).toHaveCount(0);
    await expect(dialog.getByLabel('Status', { exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel('Format').locator('option')).toHaveText(['Excel (XLSX)', 'PDF']);
    await expect(dialog.getByText(/^Each run reports the quarter of the day before/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Format').selectOption('pdf');
    await dialog.getByRole('button', { name: 'Save Schedule' }).click();
    await expect(dialog).toBeHidden();
    await expect(entry).toContainText('· PDF');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.reload();
    await card.getByRole('button', { name: 'Edit Monthly report' }).click();
    await expect(dialog.getByLabel('Content')).toHaveValue('quarterly-scheme');
    await expect(dialog.getByLabel('Format')).toHaveValue('pdf');
    // Back to the seeded custom report in Excel: its type and status come back as they were.
    await dialog.getByLabel('Content').selectOption({ label: 'Custom Report' });
    await expect(dialog.getByLabel('Report Type')).toHaveValue('all');
    await dialog.getByLabel('Format').selectOption('xlsx');
    await dialog.getByRole('button', { name: 'Save Schedule' }).click();
    await expect(dialog).toBeHidden();
    await expect(entry).toContainText('· XLSX');
  });
});

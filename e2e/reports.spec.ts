import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Fields of one CSV line (quoted fields may hold commas). */
function csvFields(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .slice(0, -1)
    .map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
}

test('a custom report is generated with its filters and its file downloads', async ({ page }) => {
  await page.goto('/reports?tab=custom');
  await expect(page.getByRole('heading', { name: 'Reports & Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Custom Reports' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Report Type').selectOption('insulation');
  await page.getByLabel('Status', { exact: true }).selectOption('all');
  await page.getByLabel('Format').selectOption('csv');
  await expect(page).toHaveURL(/type=insulation/);

  // Date from after date to is refused before anything is sent.
  await page.getByLabel('Date From').fill('2026-03-01');
  await page.getByLabel('Date To').fill('2026-01-01');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('Date from must be on or before date to')).toBeVisible();
  await page.getByLabel('Date From').fill('');
  await page.getByLabel('Date To').fill('');

  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('Custom Report is ready to download.')).toBeVisible();
  const ready = page.getByRole('region', { name: 'Custom Reports' }).getByRole('status');
  await expect(ready).toContainText('Custom Report ready');

  const downloading = page.waitForEvent('download');
  await ready.getByRole('link', { name: /Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inspecthub-report-custom-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Reference,Date,Property Address,Postcode,Measure,Category,Status,Inspector,Installer,Rating',
  );
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(csvFields(line)[5]).toBe('Insulation');

  // The new report is listed with its own download link.
  const table = page.getByRole('table', { name: 'Your generated reports' });
  await expect(table.getByRole('row').nth(1)).toContainText('Custom Report');
  await expect(table.getByRole('link', { name: /Download/ }).first()).toBeVisible();

  // Filters are kept in the URL.
  await page.reload();
  await expect(page.getByLabel('Report Type')).toHaveValue('insulation');
});

test('an Excel report opens in exceljs-readable form and the overview counts it', async ({
  page,
}) => {
  await page.goto('/reports?tab=custom&format=xlsx&status=completed');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const ready = page.getByRole('region', { name: 'Custom Reports' }).getByRole('status');
  const downloading = page.waitForEvent('download');
  await ready.getByRole('link', { name: /Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a zip, as every XLSX is

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/reports\?(?!.*tab=)/);
  const generated = page.getByRole('group', { name: 'Reports Generated' });
  await expect
    .poll(async () => Number(await generated.locator('p').nth(1).textContent()))
    .toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Reports per Day' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Period').selectOption('year');
  await expect(page).toHaveURL(/period=year/);
});

test('the Performance tab shows pass rates by measure category', async ({ page }) => {
  await page.goto('/reports?tab=performance&period=year');
  const table = page.getByRole('table', { name: /Pass rate by measure category/ });
  await expect(table.getByRole('rowheader', { name: 'Insulation' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'All measures' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a scheduled report is edited in a dialog', async ({ page }) => {
  await page.goto('/reports');
  const card = page.getByRole('region', { name: 'Scheduled Reports' });
  await expect(card.getByText('Fridays at 08:00')).toBeVisible();
  await expect(card.getByText('The 1st of each month at 08:00')).toBeVisible();
  await card.getByRole('button', { name: 'Edit Weekly summary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scheduled Report' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Day of week').selectOption('Thursday');
  await dialog.getByLabel('Time').fill('09:15');
  await dialog.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Thursdays at 09:15')).toBeVisible();
  await page.reload();
  await expect(card.getByText('Thursdays at 09:15')).toBeVisible();
});

test.describe('as an inspector', () => {
  test.use({ freshUser: 'INSPECTOR' });

  test('reports can be viewed but not generated', async ({ page }) => {
    await page.goto('/reports?tab=custom');
    await expect(page.getByRole('button', { name: 'Generate Report' })).toBeDisabled();
    await expect(page.getByText('Your role cannot generate reports.').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Scheduled Reports' }).getByRole('button', { name: /Edit/ }),
    ).toHaveCount(0);
  });
});

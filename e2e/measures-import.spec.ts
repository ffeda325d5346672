import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Lodged measures through the importer (issue 30 point 2): a small CSV with both entry
// warnings (a second cavity-wall measure under ECO4 at the same UPRN, whose address line 1
// differs), dry run, accept the warnings, import, see the count; at desktop and phone widths.

test.describe.configure({ timeout: 90_000 });
test.use({ freshUser: 'COORDINATOR' });

async function createInstaller(request: APIRequestContext, name: string) {
  const response = await request.post('/trpc/installers.create', {
    data: { name },
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function importMeasures(page: Page) {
  const stamp = Date.now();
  const installer = `Measure Fitters ${stamp} Ltd`;
  await createInstaller(page.request, installer);
  const uprn = String(stamp).slice(-11);
  const fileName = `measures-${stamp}.csv`;
  const csv = [
    'UMR,UPRN,Address line 1,Postcode,Funding scheme,Work type code,Installer name,Installed date',
    `E2E-${stamp}-A,${uprn},1 Sample Road,LS1 4AP,ECO4,DW-101,${installer},03/02/2026`,
    `E2E-${stamp}-B,${uprn},1 Sample Rd,LS1 4AP,ECO4,DW-103,${installer},10/02/2026`,
  ].join('\n');

  await page.goto('/import');
  await page.getByLabel('File (.csv, .xlsx or .json, max 50MB)').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByLabel('What the file holds').selectOption('measures');
  await page.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByRole('heading', { name: fileName })).toBeVisible();
  await expect(page.getByLabel('Column “Work type code”')).toHaveValue('workTypeCode');
  await page.getByRole('button', { name: 'Run dry run' }).click();

  const result = page.getByRole('region', { name: 'Dry run result' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByText('Would insert').locator('..')).toContainText('2');
  await expect(result.getByText('Warnings').locator('..')).toContainText('2');
  const warnings = page.getByRole('table', { name: 'Row errors and warnings' });
  await expect(warnings).toContainText(`UPRN ${uprn} already has a CWI measure under ECO4`);
  await expect(warnings).toContainText('Address line 1 differs from "1 Sample Road"');

  await page.getByLabel('Accept 2 warnings').check();
  await expect(page.getByText('your name and the time are recorded')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Import completed: 2 added, 0 updated.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: 'View measures' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test.describe('importing lodged measures at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('dry run, accept the warnings, import', async ({ page }) => {
    await importMeasures(page);
  });
});

test.describe('importing lodged measures at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('dry run, accept the warnings, import', async ({ page }) => {
    await importMeasures(page);
    // Nothing scrolls sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

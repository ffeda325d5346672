import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('as a COORDINATOR bringing a tracker in', () => {
  test.use({ freshUser: 'COORDINATOR' });

  test('uploads a tracker, corrects a column match, reads the dry-run errors, imports and finds the rows', async ({
    page,
  }) => {
    const stamp = Date.now();
    const fileName = `tracker-${stamp}.csv`;
    const csv = [
      'Policy Number,Property address,Postcode,Kind of work,Installer',
      `E2E-${stamp}-1,1 Import Lane,LS1 4AP,EWI,Tracker Installs Ltd`,
      `E2E-${stamp}-2,2 Import Lane,ZZ1 ZZZ,CWI,Tracker Installs Ltd`,
      `E2E-${stamp}-3,3 Import Lane,LS1 4AP,RIRI,Tracker Installs Ltd`,
    ].join('\n');

    await page.goto('/tracker');
    await expect(page.getByRole('heading', { level: 1, name: 'Excel Tracker' })).toBeVisible();
    await page.getByLabel('File (.csv, .xlsx or .json, max 50MB)').setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Upload file' }).click();
    await expect(page.getByRole('heading', { name: fileName })).toBeVisible();
    await expect(page).toHaveURL(/file=/);

    // 'Kind of work' matches nothing automatically: the user says it is the Type.
    const kind = page.getByLabel('Column “Kind of work”');
    await expect(kind).toHaveValue('');
    await expect(page.getByLabel('Column “Policy Number”')).toHaveValue('policyId');
    await kind.selectOption('measureType');
    await page.getByRole('button', { name: 'Run dry run' }).click();

    const result = page.getByRole('region', { name: 'Dry run result' });
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result.getByText('Would insert').locator('..')).toContainText('2');
    await expect(result.getByText('Errors').locator('..')).toContainText('1');
    const errors = page.getByRole('table', { name: 'Row errors' });
    await expect(errors).toContainText('Postcode format is invalid');
    await expect(errors).toContainText('ZZ1 ZZZ');
    await expect(page.getByRole('link', { name: 'Download error report (XLSX)' })).toBeVisible();

    // A reload comes back to the same file.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Dry run result' })).toBeVisible();

    await page.getByLabel(/Valid rows only/).check();
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(
      page.getByText('Import completed: 2 added, 0 updated, 1 row with errors left out.'),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/tracker?tab=history`);
    const history = page.getByRole('table', { name: 'Upload history' });
    const row = history.getByRole('row').filter({ hasText: fileName });
    await expect(row).toContainText('completed');
    await expect(row).toContainText('Mixed');

    await page.goto(`/view-inspections?search=E2E-${stamp}`);
    await expect(page.getByText(`E2E-${stamp}-1`).first()).toBeVisible();
    await expect(page.getByText(`E2E-${stamp}-3`).first()).toBeVisible();
    await expect(page.getByText(`E2E-${stamp}-2`)).toHaveCount(0);
  });

  test('/import has Import Data and Export Data tabs held in the URL', async ({ page }) => {
    await page.goto('/import');
    await expect(page.getByRole('tab', { name: 'Import Data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Upload file' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick stats' })).toBeVisible();
    await page.getByRole('tab', { name: 'Export Data' }).click();
    await expect(page).toHaveURL(/tab=export/);
    await expect(page.getByRole('heading', { name: 'Export Data' })).toBeVisible();
  });
});

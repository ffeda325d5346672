import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Picks the first installer with an inspection whose status label is given, in the open dialog. */
async function chooseInspection(dialog: Locator, statusLabel: RegExp) {
  const installer = dialog.getByLabel('Installer');
  const inspection = dialog.getByLabel('Inspection');
  const installerValues = await installer
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  for (const value of installerValues.slice(0, 15)) {
    await installer.selectOption(value);
    await expect(inspection).toBeEnabled();
    const texts = await inspection
      .locator('option')
      .evaluateAll((options) =>
        options.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })),
      );
    const match = texts.find((o) => o.value && statusLabel.test(o.text));
    if (match) {
      await inspection.selectOption(match.value);
      return;
    }
  }
  throw new Error(`no installer with an inspection matching ${statusLabel}`);
}

async function recordPayment(page: Page, description: string, statusLabel: RegExp) {
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  await chooseInspection(dialog, statusLabel);
  await dialog.getByLabel('Amount (£)').fill('1,234.5');
  await dialog.getByLabel('Due date').fill('2030-01-31');
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText(/^Payment PAY-\d{4}-\d{6} recorded$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search payments').fill(description);
  await expect(page).toHaveURL(/q=/);
  const table = page.getByRole('table', { name: 'Payment records' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('£1,234.50');
  await expect(row).toContainText('31/01/2030');
  await expect(row).toContainText('Pending');
  return row;
}

test('records a payment for a passed inspection and marks it paid', async ({ page }) => {
  // The form looks through installers' inspections: many round trips on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/payments');
  await expect(
    page.getByRole('heading', { name: 'Payments & Financial Tracking', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Total Outstanding')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payment records' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const row = await recordPayment(page, `E2E paid ${Date.now()}`, / · Passed · /);
  await row.getByRole('button', { name: /^Mark PAY-.* paid$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark payment paid?' });
  await expect(confirm).toContainText('£1,234.50');
  await confirm.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(page.getByText(/^Payment PAY-\d{4}-\d{6} marked paid$/)).toBeVisible();
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: /^Mark .* paid$/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/tab=completed/);
  await expect(page.getByRole('table', { name: 'Payment records' }).getByRole('row')).toHaveCount(
    2,
  );
});

test('refuses to mark paid a payment whose inspection has not passed', async ({ page }) => {
  // The form looks through installers' inspections: many round trips on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/payments');
  const row = await recordPayment(page, `E2E refused ${Date.now()}`, / · (Pending|In Progress) · /);
  await row.getByRole('button', { name: /^Mark PAY-.* paid$/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Mark payment paid?' })
    .getByRole('button', { name: 'Mark Paid' })
    .click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This payment cannot be marked paid until its inspection has passed.' }),
  ).toBeVisible();
  await expect(row).toContainText('Pending');
});

test('generates a numbered invoice and downloads it', async ({ page }) => {
  // The form looks through installers' inspections: many round trips on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/payments');
  const row = await recordPayment(page, `E2E invoice ${Date.now()}`, / · /);
  await row.getByRole('button', { name: /^Generate invoice for PAY-/ }).click();
  await expect(page.getByText(/^Invoice INV-\d{4}-\d{6} generated$/)).toBeVisible();
  const link = row.getByRole('link', { name: /^Download invoice INV-/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);

  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Financial Report' }).click(),
  ]);
  expect(report.suggestedFilename()).toMatch(/^financial-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test('on a phone a payment card offers Mark Paid without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payments?tab=pending');
  await expect(page.getByRole('table', { name: 'Payment records' })).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Payment records' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const markPaid = page.getByRole('button', { name: /^Mark PAY-.* paid$/ }).first();
  await expect(markPaid).toBeVisible();
  const box = (await markPaid.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await markPaid.click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark payment paid?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
});

test.describe('as an INSPECTOR', () => {
  test.use({ freshUser: 'INSPECTOR' });

  test('is told payments and document review are not for their role', async ({ page }) => {
    await page.goto('/payments');
    await expect(page.getByText('Your role cannot view payments.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Payment records' })).toHaveCount(0);
    await page.goto('/docs-review');
    await expect(page.getByText('Your role cannot review documents.')).toBeVisible();
  });
});

import type { APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';
import { buildSinglePageForm } from '../src/server/db/inspection-factories';
import { storageStatePath } from './demo-accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

async function registerInspection(request: APIRequestContext, postcode: string) {
  const response = await request.post('/trpc/inspection.createInspectionDirect', {
    data: {
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm({ addressLine1: `${Date.now()} Search Lane`, postcode }),
    },
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { id: string; reference: string } } }).result
    .data;
}

test('Ctrl+K, a reference and the arrow keys open the inspection; a postcode without its space finds it too', async ({
  page,
}) => {
  const inspection = await registerInspection(page.request, 'ZE2 9QX');
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search', exact: true });
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();

  await search.fill(inspection.reference.toLowerCase());
  const results = page.getByRole('listbox', { name: 'Matching records' });
  const option = results.getByRole('option', { name: new RegExp(inspection.reference) });
  await expect(option).toBeVisible();
  await expect(results.getByRole('group', { name: 'Inspections' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await search.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/inspections/${inspection.id}$`));

  await search.fill('ze29qx');
  await results.getByRole('option', { name: new RegExp(inspection.reference) }).click();
  await expect(page).toHaveURL(new RegExp(`/inspections/${inspection.id}$`));
  await expect(search).toHaveValue('');
});

test('Escape closes the list first; Enter or Search without a choice opens the results page, never a keyword page', async ({
  page,
}) => {
  const inspection = await registerInspection(page.request, 'ZE4 5QX');
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search', exact: true });
  await search.fill('no such record zzqx');
  await expect(page.getByText('No matching records.')).toBeVisible();
  await search.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Matching records' })).toHaveCount(0);
  // 'update' once opened /news-updates by keyword (decision 013).
  await search.fill('update zzqx');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=update\+zzqx$|\/search\?q=update%20zzqx$/);
  await expect(
    page.getByRole('heading', { level: 1, name: "Search results for 'update zzqx'" }),
  ).toBeVisible();
  await expect(page.getByText("Nothing matches 'update zzqx'.", { exact: false })).toBeVisible();

  await search.fill('ZE4 5QX');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=ZE4/);
  const inspections = page.getByRole('region', { name: 'Inspections' });
  await inspections.getByRole('link', { name: new RegExp(inspection.reference) }).click();
  await expect(page).toHaveURL(new RegExp(`/inspections/${inspection.id}$`));
});

test.describe('as an INSPECTOR', () => {
  test.use({ freshUser: 'INSPECTOR' });

  test('another inspector’s inspection is never listed', async ({ page, browser }) => {
    const admin = await browser.newContext({ storageState: storageStatePath('ADMIN') });
    const inspection = await registerInspection(admin.request, 'ZE3 4QX');
    await admin.close();
    await page.goto('/dashboard');
    const search = page.getByRole('combobox', { name: 'Search', exact: true });
    await search.fill(inspection.reference);
    await expect(page.getByText('No matching records.')).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list fits the phone and a record opens from it', async ({ page }) => {
    const inspection = await registerInspection(page.request, 'ZE1 7QX');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Show search' }).click();
    const search = page.getByRole('combobox', { name: 'Search', exact: true });
    await search.fill('ZE1 7QX');
    const option = page.getByRole('option', { name: new RegExp(inspection.reference) });
    await expect(option).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/inspections/${inspection.id}$`));
  });

  test('the results page fits the phone', async ({ page }) => {
    const inspection = await registerInspection(page.request, 'ZE5 6QX');
    await page.goto('/search?q=ZE5%206QX');
    const inspections = page.getByRole('region', { name: 'Inspections' });
    await expect(
      inspections.getByRole('link', { name: new RegExp(inspection.reference) }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: 'test-results-h9/search-390.png', fullPage: true });
  });
});

import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { storageStatePath } from './demo-accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * The monitoring programme's pages (issue 30 points 3 to 5) at a phone and a desktop: the
 * quarter's plan with required against achieved, its filters and CSV export; the measures
 * register filtered to the uninspected and one measure opened; an ADMIN saving a new version
 * of the rules; and an INSPECTOR, who is not offered either page.
 */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, baseRate: 7.5 },
  { name: 'desktop', width: 1440, height: 900, baseRate: 6.25 },
] as const;

test.describe.configure({ timeout: 180_000 });

/**
 * Settled: the title shown and no skeleton or spinner left. The plan counts the whole demo
 * quarter on one PGlite connection that parallel tests share: allow it time on a loaded machine.
 */
async function settle(page: Page) {
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The quarter today is in, as the picker names it: '2026-Q4'. */
function todaysQuarter() {
  const [year, month] = new Date()
    .toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
    .split('-')
    .map(Number) as [number, number];
  return `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
}

/** The Rules tab: a refused value shows its message; a saved version tops the history. */
async function saveRulesVersion(page: Page, rate: number) {
  await page.goto('/sampling?tab=rules');
  await expect(page.getByRole('heading', { name: /^Rules in force for / })).toBeVisible();
  const baseRate = page.getByLabel('Base rate (%)');
  await baseRate.fill('150');
  await page.getByRole('button', { name: 'Save new version' }).click();
  await expect(page.getByText('Base rate must be between 0 and 100')).toBeVisible();
  await baseRate.fill(String(rate));
  await page.getByRole('button', { name: 'Save new version' }).click();
  await expect(page.getByText('New sampling rules saved')).toBeVisible({ timeout: 60_000 });
  const history = page.getByRole('list', { name: 'Versions of the sampling rules' });
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText(`${rate}%`);
  await expect(newest).toContainText(/Saved by .+ on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
}

/** Export Excel: the server's workbook of the same filtered rows, read back with exceljs. */
async function expectPlanWorkbook(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`sampling-plan-${todaysQuarter()}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
    'Quarter',
    'Installer',
    'Measure category',
    'Population',
  ]);
  expect(sheet.getRow(sheet.rowCount).getCell(2).value).toBe('All installers (total)');
  await expect(page.getByText(/^Exported \d+ rows?$/).last()).toBeVisible();
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the plan shows required against achieved, filters and exports', async ({ page }) => {
      await page.goto('/sampling');
      await expect(page.getByRole('heading', { level: 1, name: 'Sampling Plan' })).toBeVisible();
      await settle(page);
      await expect(page.getByLabel('Quarter', { exact: true })).toHaveValue(todaysQuarter());
      const gauge = page
        .getByRole('progressbar', { name: /achieved against required$/ })
        .filter({ visible: true })
        .first();
      await expect(gauge).toBeVisible();
      await expect(
        page
          .getByText(/^\d+ of \d+ required$/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // The box follows the URL, which changes in a transition: click, then wait for both.
      const outstanding = page.getByLabel('Outstanding only');
      await outstanding.click();
      await expect(page).toHaveURL(/outstanding=1/);
      await expect(outstanding).toBeChecked();
      const category = page.getByLabel('Category', { exact: true });
      const firstCategory = await category.locator('option').nth(1).getAttribute('value');
      await category.selectOption(firstCategory ?? '');
      await expect(page).toHaveURL(new RegExp(`category=${firstCategory}`));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`sampling-plan-${todaysQuarter()}.csv`);
      const csv = await readFile(await file.path(), 'utf8');
      expect(csv).toContain('Installer,Measure category,Population');
      expect(csv).toContain('All installers (total)');
      await expectPlanWorkbook(page);

      // What to inspect for the outstanding part: the plan leads to the quarter's proposals.
      await page.getByRole('link', { name: 'Inspection Proposals' }).click();
      await expect(page).toHaveURL(/\/sampling\/proposals/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Inspection Proposals' }),
      ).toBeVisible();
    });

    test('the measures list filters to the uninspected and opens a measure', async ({ page }) => {
      await page.goto('/measures');
      await expect(page.getByRole('heading', { level: 1, name: 'Measures' })).toBeVisible();
      await settle(page);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByLabel('Inspected', { exact: true }).selectOption('no');
      await expect(page).toHaveURL(/inspected=no/);
      await settle(page);
      const main = page.getByRole('main');
      await expect(main.getByText('Inspected: passed')).toHaveCount(0);
      const first = main.locator('a[href^="/measures/"]').filter({ visible: true });
      // Read the name and the address of one link at once, then follow that very link: a list
      // that re-renders in between cannot send the click to another row.
      const [umr, href] = await first
        .first()
        .evaluate((a) => [a.textContent ?? '', a.getAttribute('href') ?? '']);
      await main.locator(`a[href="${href}"]`).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(href);
      // The measure loads on the PGlite connection the plan tests load too: settle as they do.
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: `Measure ${umr}` })).toBeVisible();
      await expect(main.getByText('Not inspected', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Accepted warnings' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test('an ADMIN saves a new version of the rules and sees it in the history', async ({
      page,
    }) => {
      await saveRulesVersion(page, size.baseRate);
    });
  });
}

test.describe('as an INSPECTOR', () => {
  test.use({ storageState: storageStatePath('INSPECTOR') });

  test('is not offered the plan or the measures, and is told why', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sampling Plan' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Measures' })).toHaveCount(0);
    await page.goto('/sampling');
    await expect(page.getByText('Your role cannot view the sampling plan.')).toBeVisible();
    await page.goto('/measures');
    await expect(page.getByText('Your role cannot view lodged measures.')).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Charts and axe scans of a full dashboard are slow on a loaded CI machine.
test.describe.configure({ timeout: 90_000 });

async function totalVerifications(page: Page) {
  const tiles = page.getByRole('region', { name: 'Inspection counts' });
  const text = await tiles
    .getByText(/^[\d,]+$/)
    .first()
    .textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

test('changing the period changes the figures and is kept in the URL', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('month');
  await expect(page.getByRole('heading', { name: 'Performance Rate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Performance Trends' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grading Distribution' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  const month = await totalVerifications(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Period').selectOption('year');
  await expect(page).toHaveURL(/period=year/);
  await expect(page.getByText(/^1 Jan \d{4} – 31 Dec \d{4}/)).toBeVisible();
  await expect.poll(() => totalVerifications(page)).toBeGreaterThan(month);

  await page.reload();
  await expect(page.getByLabel('Period')).toHaveValue('year');
  await page.getByRole('link', { name: 'View Pending' }).click();
  await expect(page).toHaveURL(/\/inspections$/);
});

test('the Performance and Analytics tabs show sortable tables for the period', async ({ page }) => {
  await page.goto('/dashboard?period=year');
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page).toHaveURL(/tab=performance/);
  const inspectors = page.getByRole('region', { name: 'By inspector' });
  await expect(inspectors.getByRole('row').nth(2)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'By installer' }).getByRole('row').nth(2),
  ).toBeVisible();
  await inspectors.getByRole('button', { name: 'Pass rate' }).click();
  await expect(inspectors.getByRole('columnheader', { name: /Pass rate/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Analytics' }).click();
  const measures = page.getByRole('region', { name: 'By measure' });
  await expect(measures.getByRole('rowheader', { name: /External Wall Insulation/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'By trigger' }).getByRole('row').nth(1),
  ).toBeVisible();
});

test('a quick report downloads a real file', async ({ page }) => {
  await page.goto('/dashboard');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Performance Report/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('the period line and the cards show before the figures, which fill in without moving them', async ({
  page,
}) => {
  // Hold the figures: what the page shows while dashboard.summary is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/trpc\/dashboard\.summary/, async (route) => {
    await held;
    await route.continue();
  });
  // A phone: one card a row, so each card's height does not depend on how its figures wrap.
  await page.setViewportSize({ width: 390, height: 844 });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/dashboard?period=year');

  await expect(
    page.getByText(/^1 Jan \d{4} – 31 Dec \d{4}, compared with last year/),
  ).toBeVisible();
  const kpis = page.getByRole('region', { name: 'Key performance indicators' });
  const counts = page.getByRole('region', { name: 'Inspection counts' });
  await expect(kpis.getByRole('heading', { name: 'Performance Rate' })).toBeVisible();
  await expect(counts.getByRole('heading', { name: 'Total Verifications' })).toBeVisible();
  await expect(counts).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the dashboard' })).toHaveCount(
    1,
  );
  const before = await kpis.boundingBox();

  release();
  await expect(counts.getByText(/^[\d,]+$/).first()).toBeVisible();
  await expect(counts).not.toHaveAttribute('aria-busy', 'true');
  await expect(kpis.getByText(/%$/).first()).toBeVisible();
  // Same place, same height (the figures take the placeholders' room).
  const after = await kpis.boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(after?.height).toBe(before?.height);

  // The stylesheet is inlined in index.html: no lazy chunk fetched it again on the way.
  expect(requests.filter((path) => path.endsWith('.css'))).toEqual([]);
});

test('on a desktop nothing above the charts moves while the dashboard loads, and only the chart in view is drawn', async ({
  page,
}) => {
  // Lighthouse's desktop viewport: four KPI cards a row, where a change line may wrap.
  await page.setViewportSize({ width: 1350, height: 940 });
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { moved: string[] }).moved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources: { node?: Node | null }[];
      })[]) {
        for (const source of entry.sources) {
          const node = source.node instanceof Element ? source.node : null;
          if (!node) continue;
          moved.push(
            node.closest('nav')
              ? 'sidebar'
              : (node.closest('section[aria-label]')?.getAttribute('aria-label') ?? node.tagName),
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/dashboard?period=year');
  const kpis = page.getByRole('region', { name: 'Key performance indicators' });
  await expect(kpis.getByText(/%$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Performance Trends' })).toBeVisible();
  // Only the chart in view is drawn (Recharts is the page's heaviest work); the others when
  // the user scrolls to them.
  const drawing = (name: string) => page.getByRole('region', { name }).locator('.recharts-wrapper');
  await expect(drawing('Performance Trends')).toHaveCount(1);
  await expect(drawing('Regional Distribution')).toHaveCount(0);
  const moved = await page.evaluate(() => (window as unknown as { moved: string[] }).moved);
  expect(
    moved.filter((what) =>
      ['sidebar', 'Key performance indicators', 'Inspection counts'].includes(what),
    ),
  ).toEqual([]);
  await page.getByRole('heading', { name: 'Grading Distribution' }).scrollIntoViewIfNeeded();
  await expect(drawing('Regional Distribution')).toHaveCount(1);
  await expect(drawing('Grading Distribution')).toHaveCount(1);
});

import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const ROUTES = ['/projects', '/docs-review', '/defects', '/followup', '/reports', '/reports?tab=custom', '/enhanced-monitoring?tab=installers', '/alerts'];

test.use({ viewport: { width: 390, height: 844 } });
test('my routes at 390', async ({ page }) => {
  test.setTimeout(180_000);
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, route).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  }
});

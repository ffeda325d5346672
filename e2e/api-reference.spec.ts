import { expect, test } from './fixtures';

// The public API's reference page (/api/v1/docs): Swagger UI served from our own server over
// the generated OpenAPI document, readable without signing in, on a desktop and a phone.
test.use({ storageState: { cookies: [], origins: [] } });

for (const width of [1440, 390]) {
  test(`renders the API reference with its operations at ${width} px`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    page.on('requestfailed', (request) => refused.push(request.url()));
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.goto('/api/v1/docs');
    await expect(page.getByRole('heading', { name: /InspectHub API/ })).toBeVisible();
    await expect(page.getByText('/inspections/{id}/status', { exact: true })).toBeVisible();
    await expect(page.getByText('/measures/{umr}', { exact: true })).toBeVisible();
    await expect(page.locator('.opblock-tag')).toHaveText(
      [
        'Inspections',
        'Installers',
        'Lodged measures',
        'Defects',
        'Follow-ups',
        'Checklists',
        'Evidence',
        'Reports',
      ].map((tag) => new RegExp(`^${tag}`)),
    );
    // An operation opens with its parameters and the problem details of its refusals.
    await page.getByText('/inspections/{id}/status', { exact: true }).click();
    await expect(
      page.getByText('Idempotency-Key').or(page.getByText('expectedVersion')).first(),
    ).toBeVisible();
    // Nothing blocked by the Content-Security-Policy, nothing fetched from elsewhere.
    expect(refused).toEqual([]);
    const noSideways = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth + 1,
    );
    expect(noSideways).toBe(true);
    if (process.env.API_REFERENCE_SHOTS)
      await page.screenshot({
        path: `${process.env.API_REFERENCE_SHOTS}/api-docs-${width}.png`,
        fullPage: false,
      });
  });
}

import type { Page } from '@playwright/test';
import { INSPECTOR, storageStatePath } from './demo-accounts';
import { expect, test } from './fixtures';
import { listPathsRequiring } from './routes';

// Every way into registration; each needs inspections:create, which INSPECTOR lacks.
const REGISTER_PATHS = listPathsRequiring('inspections:create');
const OFFERS_REGISTRATION = /^(Register Inspection|New Inspection)$/;

/** The sidebar once the role's grants are known: Installers needs installers:view, which both roles hold. */
async function openSidebar(page: Page) {
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Installers' })).toBeVisible();
  return sidebar;
}

test.describe('as the demo INSPECTOR', () => {
  test.use({ storageState: storageStatePath(INSPECTOR.role) });

  test("is not offered 'Register Inspection' on the home page, dashboard, inspections hub, list or sidebar", async ({
    page,
  }) => {
    await page.goto('/');
    const sidebar = await openSidebar(page);
    await expect(sidebar.getByRole('link', { name: 'Register Inspection' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Payments' })).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Installers' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Payments' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Docs Review' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: OFFERS_REGISTRATION })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await openSidebar(page);
    await expect(page.getByRole('link', { name: OFFERS_REGISTRATION })).toHaveCount(0);
    await expect(page.getByRole('button', { name: OFFERS_REGISTRATION })).toHaveCount(0);

    await page.goto('/inspections');
    const actions = page.getByRole('navigation', { name: 'Inspection actions' });
    await expect(actions.getByRole('link', { name: 'Pending Inspections' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Register Inspection' })).toHaveCount(0);

    await page.goto('/view-inspections');
    await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Inspection' })).toHaveCount(0);
  });

  test('is told at once that the role cannot register inspections, with no form to fill', async ({
    page,
  }) => {
    for (const path of REGISTER_PATHS) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: 'Register Inspection' }),
      ).toBeVisible();
      await expect(main.getByText('Your role cannot register inspections.')).toBeVisible();
      await expect(main.locator('input, select, textarea')).toHaveCount(0);
      await expect(main.getByRole('button', { name: OFFERS_REGISTRATION })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('as the demo ADMIN', () => {
  test("is offered 'Register Inspection' and reaches the form", async ({ page }) => {
    await page.goto('/');
    const sidebar = await openSidebar(page);
    await expect(sidebar.getByRole('link', { name: 'Register Inspection' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Payments' })).toBeVisible();

    await page.goto('/inspections');
    await expect(
      page
        .getByRole('navigation', { name: 'Inspection actions' })
        .getByRole('link', { name: 'Register Inspection' }),
    ).toBeVisible();

    await page.goto('/view-inspections');
    await expect(page.getByRole('link', { name: 'New Inspection' })).toBeVisible();

    await sidebar.getByRole('link', { name: 'Register Inspection' }).click();
    await expect(page).toHaveURL(/\/inspections\/create$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Register New Inspection' }),
    ).toBeVisible();
    await expect(page.getByLabel('Installer name')).toBeVisible();
    await expect(page.getByText(/Your role cannot/)).toHaveCount(0);
  });
});

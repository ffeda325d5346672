import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Admin Settings > API keys (issue 33 point 3, docs/api.md "API keys").
test.use({ freshUser: 'ADMIN' });
test.describe.configure({ timeout: 90_000 });

/** Screenshots in the test's own output folder, to look at. */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function sidewaysOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('an ADMIN creates a key, sees its secret once, finds it in the list and revokes it', async ({
  page,
}) => {
  const name = `E2E job system ${Date.now()}`;
  await page.goto('/settings?tab=api-keys');
  await expect(page.getByRole('heading', { name: 'API keys', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  // Nothing filled in: the form says what is missing before anything is sent.
  await dialog.getByRole('button', { name: 'Create API key' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Choose at least one scope')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Select all in Inspections' }).click();
  await expect(dialog.getByLabel('View all inspections')).toBeChecked();
  await expect(dialog.getByLabel('Create inspections')).toBeChecked();
  await dialog.getByLabel('Requests per minute').fill('120');
  await screenshot(page, 'api-key-create-1440');
  await dialog.getByRole('button', { name: 'Create API key' }).click();

  const reveal = page.getByRole('dialog', { name: `API key "${name}"` });
  await expect(reveal.getByText('Copy this key now. You will not see it again.')).toBeVisible();
  await expect(reveal.getByRole('button', { name: 'Copy' })).toBeVisible();
  const secret = (await reveal.getByRole('status', { name: 'API key' }).textContent())!;
  expect(secret).toMatch(/^ihk_[0-9A-Za-z]{12}_[0-9A-Za-z]{32}$/);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'api-key-reveal-1440');
  await reveal.getByRole('button', { name: 'Done' }).click();

  const table = page.getByRole('table', { name: 'API keys, newest first' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByText(`${secret.slice(0, 16)}…`)).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('Never').first()).toBeVisible();
  // Shown once: the page never has the secret again.
  expect(await page.content()).not.toContain(secret.slice(17));
  await screenshot(page, 'api-keys-list-1440');

  // A phone: rows become cards, and the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page
    .getByRole('list', { name: 'API keys, newest first' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('120 / min')).toBeVisible();
  await screenshot(page, 'api-keys-list-390');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Create API key' }).click();
  await expect(dialog.getByRole('button', { name: 'Select all in Inspections' })).toBeVisible();
  await screenshot(page, 'api-key-create-390');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke "${name}"?` });
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Revoked')).toBeVisible();
  await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
});

test.describe('without apiKeys:manage', () => {
  test.use({ freshUser: 'COORDINATOR' });
  test('a COORDINATOR is offered no API keys tab', async ({ page }) => {
    await page.goto('/settings?tab=api-keys');
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'API keys' })).toHaveCount(0);
  });
});

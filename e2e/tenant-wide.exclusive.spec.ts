import type { APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { storageStatePath } from './demo-accounts';

// Tenant-wide switches (maintenance mode, feature flags) change what every user sees, so
// these run in the 'exclusive' project, after all other specs (playwright.config.ts), one by
// one, and always switch things back.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** A tRPC mutation over plain HTTP with the page's session cookie (used to restore settings). */
async function mutate(request: APIRequestContext, path: string, input: unknown) {
  const response = await request.post(`/trpc/${path}`, {
    data: input,
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.ok()).toBe(true);
}

test('maintenance mode shows a COORDINATOR the maintenance page while the ADMIN keeps working', async ({
  page,
  browser,
}) => {
  await page.goto('/settings?tab=maintenance');
  await expect(page.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const modeSwitch = page.getByRole('switch', { name: 'Maintenance Mode' });
  await expect(modeSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Auto Backup' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  const coordinator = await browser.newContext({ storageState: storageStatePath('COORDINATOR') });
  try {
    await modeSwitch.click();
    const confirm = page.getByRole('alertdialog', { name: 'Turn on maintenance mode?' });
    await confirm.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Maintenance mode is on', { exact: true })).toBeVisible();
    await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: 'Maintenance mode is on:' }),
    ).toBeVisible();

    const other = await coordinator.newPage();
    await other.goto('/');
    await expect(other.getByRole('heading', { name: 'Down for maintenance' })).toBeVisible();
    await expect(
      other.getByText('InspectHub is down for maintenance. Please try again later.'),
    ).toBeVisible();
    await expect(other.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(other);

    // The administrator still works, then ends maintenance; the coordinator gets the portal back.
    await modeSwitch.click();
    await expect(page.getByText('Maintenance mode is off', { exact: true })).toBeVisible();
    await other.getByRole('button', { name: 'Check again' }).click();
    await expect(other.getByRole('navigation', { name: 'Main' })).toBeVisible();
  } finally {
    await mutate(page.request, 'maintenance.setMaintenanceMode', { enabled: false });
    await coordinator.close();
  }
});

test('switching the AI Assistant flag off hides its button for everyone', async ({ page }) => {
  await page.goto('/settings?tab=feature-flags');
  const assistant = page.getByRole('button', { name: 'AI Assistant', exact: true });
  await expect(assistant).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const flag = page.getByRole('switch', { name: 'AI Assistant' });
  try {
    await flag.click();
    await expect(page.getByText('Feature flags saved')).toBeVisible();
    await expect(assistant).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'AI Assistant' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(assistant).toHaveCount(0);
    await page.getByRole('switch', { name: 'AI Assistant' }).click();
    await expect(assistant).toBeVisible();
  } finally {
    await mutate(page.request, 'settings.featureFlags.save', {});
  }
});

test('with MFA required, a user without it is sent to set it up before anything else', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `mfa.required.${stamp}@example.test`;
  const password = `Required-${stamp}`;
  await mutate(page.request, 'users.create', {
    email,
    firstName: 'Remy',
    lastName: `Required${stamp}`,
    role: 'INSPECTOR',
    password,
    isActive: true,
  });
  const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    // The ADMIN has no MFA either, but mfa.* stays open to switch the policy back.
    await mutate(page.request, 'mfa.setPolicy', { mfaRequired: true });
    const other = await fresh.newPage();
    await other.goto('/login');
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Password').fill(password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other).toHaveURL(/\/account-settings\?mfa=required$/);
    // The set-up dialog opens at once (and hides the page behind it from the accessibility tree).
    await expect(
      other.getByText('Your organisation requires multi-factor authentication for all users.'),
    ).toBeVisible();
    await expect(
      other.getByRole('dialog', { name: 'Set Up Multi-Factor Authentication' }),
    ).toBeVisible();
    // Every other page sends them back; the server refuses their calls meanwhile.
    await other.goto('/installers');
    await expect(other).toHaveURL(/\/account-settings\?mfa=required$/);
    const refused = await other.request.get('/trpc/installers.stats');
    expect(refused.status()).toBe(403);
  } finally {
    await mutate(page.request, 'mfa.setPolicy', { mfaRequired: false });
    await fresh.close();
  }
});

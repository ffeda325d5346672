import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Runs as a new ADMIN of its own, whose session is the table's only 'Current' one. Each test
// creates the users it signs in as.
test.use({ freshUser: 'ADMIN' });
// Two browsers and a user created through the UI take longer than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });
const PASSWORD = 'sessions-e2e-password-1';

/** A browser context with nobody signed in, as a second device would be. */
function newSignedOutContext(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
}

async function createUserThroughUi(page: Page, role: 'COORDINATOR' | 'INSPECTOR', stamp: number) {
  const email = `${role.toLowerCase()}.${stamp}@sessions.test`;
  const lastName = `Session${stamp}`;
  await page.goto('/settings?tab=users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Sam');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Role').selectOption(role);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('User created')).toBeVisible();
  return { email, name: `Sam ${lastName}` };
}

test('a new COORDINATOR signs in through the login page and sees Admin Settings refused', async ({
  page,
  browser,
}, testInfo) => {
  const coordinator = await createUserThroughUi(page, 'COORDINATOR', Date.now());

  const context = await newSignedOutContext(browser, testInfo);
  const theirs = await context.newPage();
  await theirs.goto('/login');
  await theirs.getByLabel('Email').fill(coordinator.email);
  await theirs.getByLabel('Password').fill(PASSWORD);
  await theirs.getByRole('button', { name: 'Sign In' }).click();
  await expect(theirs).toHaveURL(/\/dashboard$/);

  await theirs.goto('/settings?tab=users');
  await expect(theirs.getByRole('heading', { name: 'Admin Settings', level: 1 })).toBeVisible();
  await expect(theirs.getByRole('alert')).toHaveText(
    'You do not have permission to view Admin Settings.',
  );
  const tabs = theirs.getByRole('tablist', { name: 'Admin settings sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['Profile', 'Account', 'Roles & Permissions']);
  await expect(theirs.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(theirs);

  for (const tab of ['sessions', 'maintenance', 'audit-log']) {
    await theirs.goto(`/settings?tab=${tab}`);
    await expect(theirs.getByRole('alert')).toHaveText(
      'You do not have permission to view Admin Settings.',
    );
  }
  // Their own tabs still work.
  await theirs.getByRole('tab', { name: 'Profile' }).click();
  await expect(theirs.getByRole('alert')).toHaveCount(0);
  await expect(theirs.getByRole('tab', { name: 'Personal Info' })).toBeVisible();
  await context.close();
});

test('an admin terminates another session and that browser is sent to /login', async ({
  page,
  browser,
}, testInfo) => {
  const inspector = await createUserThroughUi(page, 'INSPECTOR', Date.now());

  // The second device signs in through the API, not the login page (sign-ins are rate-limited).
  const context = await newSignedOutContext(browser, testInfo);
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: inspector.email, password: PASSWORD },
    headers: { origin: testInfo.project.use.baseURL! },
  });
  expect(signIn.ok()).toBe(true);
  const theirs = await context.newPage();
  await theirs.goto('/dashboard');
  await expect(theirs.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.goto('/settings?tab=sessions');
  await expect(page.getByRole('tab', { name: 'Sessions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const card of ['Active Sessions', 'Current Session', 'Mobile Sessions', 'Max Allowed']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(page.locator('dt', { hasText: /^Max Allowed$/ }).locator('+ dd')).toHaveText('5');
  await expect(page.locator('dt', { hasText: /^Current Session$/ }).locator('+ dd')).toHaveText(
    '1',
  );
  const table = page.getByRole('table', { name: 'Active sessions' });
  const row = table.getByRole('row').filter({ hasText: inspector.name });
  await expect(row).toContainText('Active');
  await expect(table.getByRole('row').filter({ hasText: 'Current' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: /^Terminate session of/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Terminate Session' });
  await expect(confirm).toContainText(inspector.name);
  await confirm.getByRole('button', { name: 'Terminate' }).click();
  await expect(page.getByText('Session terminated successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Their next navigation finds the session gone.
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/login$/);
  await context.close();
});

test('session settings keep to the limits of spec 02', async ({ page }) => {
  await page.goto('/settings?tab=sessions');
  const settings = page.getByRole('form', { name: 'Session settings' });
  const max = settings.getByLabel('Max concurrent sessions');
  await expect(max).toHaveValue('5');
  await expect(settings.getByLabel('Session timeout (minutes)')).toHaveValue('120');
  await max.fill('21');
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(
    settings.getByText('Max concurrent sessions must be between 1 and 20'),
  ).toBeVisible();
  await max.fill('5');
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Session settings saved')).toBeVisible();
});

import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { createUser } from './fresh-users';

// Each test runs as a new user of its own, so no demo account's MFA, password or
// preferences change.
test.use({ freshUser: 'ADMIN' });

const NEW_PASSWORD = 'mfa-e2e-password-1';

const totp = (secret: string, offsetMs = 0) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + offsetMs });

/** A 6-digit code valid in none of the steps the server accepts. */
function wrongCode(secret: string) {
  const valid = new Set([-30_000, 0, 30_000].map((offset) => totp(secret, offset)));
  let n = 111_111;
  while (valid.has(String(n))) n += 1;
  return String(n);
}

/** A fresh INSPECTOR with a known password, not yet signed in; returns their e-mail. */
async function createFreshUser(label: string) {
  const user = await createUser('INSPECTOR', `Factor${label}`, {
    firstName: 'Mia',
    password: NEW_PASSWORD,
  });
  return user.email;
}

async function fillCredentials(page: Page, email: string) {
  // The URL changes before the sign-in page has replaced the last one (a route is a lazy chunk),
  // and the profile page has an 'Email' checkbox: wait for the form itself.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('a fresh user', () => {
  test.use({ freshUser: undefined, storageState: { cookies: [], origins: [] } });

  test('sets up MFA through the modal, then signs in with a TOTP code', async ({
    page,
    context,
  }) => {
    // Two UI sign-ins, a set-up and a page reload: longer than the default budget on a busy machine.
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = await createFreshUser('totp');

    await page.goto('/login');
    await fillCredentials(page, email);
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto('/account-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Multi-Factor Authentication' });
    await expect(card.getByText('Setup Required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Set Up MFA' }).click();
    const setup = page.getByRole('dialog', { name: 'Set Up Multi-Factor Authentication' });
    await setup.getByRole('button', { name: 'Generate QR Code' }).click();

    const verify = page.getByRole('dialog', { name: 'Scan and Verify' });
    await expect(verify.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await verify.getByLabel('Manual entry key').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await expectNoSeriousA11yViolations(page);

    // Digits only, cut to six; Verify stays disabled until there are six.
    const code = verify.getByLabel('Verification code');
    await code.fill('12ab3');
    await expect(code).toHaveValue('123');
    await expect(verify.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await code.fill('12345678');
    await expect(code).toHaveValue('123456');

    await code.fill(wrongCode(secret));
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('alert')).toHaveText(
      'Invalid verification code. Please try again.',
    );

    await code.fill(totp(secret));
    await verify.getByRole('button', { name: 'Verify' }).click();
    const backup = page.getByRole('dialog', { name: 'Save Your Backup Codes' });
    await expect(
      backup.getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await backup.getByRole('button', { name: 'Copy Codes' }).click();
    await expect(backup.getByText('Backup codes copied to clipboard!')).toBeVisible();
    await backup.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(
      backup.getByText('MFA has been successfully enabled for your account!'),
    ).toBeVisible();
    // The page reloads after 3 seconds and shows MFA as active.
    await expect(card.getByText('Active', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(card.getByRole('button', { name: 'Reset MFA' })).toBeVisible();

    // Sign out, then sign in again: the password alone is no longer enough.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await fillCredentials(page, email);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const authCode = page.getByLabel('Authentication code');
    await authCode.fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not correct');
    await expect(authCode).toHaveValue(/^\d{6}$/);

    // A backup code can stand in for the app; switching back keeps the code typed.
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await expect(page.getByLabel('Backup code')).toBeVisible();
    await page.getByRole('button', { name: 'Use my authenticator app instead' }).click();

    await authCode.fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/account-settings');
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    // Reset needs the account password, then the set-up opens again.
    await card.getByRole('button', { name: 'Reset MFA' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset MFA' });
    await expect(reset.getByRole('button', { name: 'Reset MFA' })).toBeDisabled();
    await reset.getByLabel('Password', { exact: true }).fill('not-my-password');
    await reset.getByRole('button', { name: 'Reset MFA' }).click();
    await expect(reset.getByRole('alert')).toHaveText(
      'The password is incorrect. MFA was not reset.',
    );
    await reset.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Reset MFA' }).click();
    await expect(reset.getByText('MFA has been successfully reset!')).toBeVisible();
    const again = page.getByRole('dialog', { name: 'Set Up Multi-Factor Authentication' });
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByText('Setup Required')).toBeVisible();
  });

  test('deactivating the account signs the user out for good', async ({ page, baseURL }) => {
    const email = await createFreshUser('gone');
    // Signed in through the API: this test is about deactivation, not the login page.
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: NEW_PASSWORD },
      headers: { origin: baseURL! },
    });
    expect(signIn.ok()).toBe(true);

    await page.goto('/account-settings');
    const zone = page.getByRole('region', { name: 'Account Actions' });
    await zone.getByRole('button', { name: 'Deactivate Account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate Account' });
    await expect(confirm).toContainText('Are you sure you want to deactivate your account?');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/account-settings');
    await expect(page).toHaveURL(/\/login/);
    const again = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: NEW_PASSWORD },
      headers: { origin: baseURL! },
    });
    // The same answer as a wrong password (issue 27, point 10).
    expect(again.status()).toBe(401);
  });
});

test('the admin sees the MFA policy and a password mismatch makes no call', async ({ page }) => {
  await page.goto('/account-settings');
  await expect(page.getByRole('region', { name: 'MFA Policy' })).toBeVisible();
  await expect(page.getByLabel('Require MFA for all users')).not.toBeChecked();
  await expect(page.getByLabel('Session timeout')).toBeVisible();
  await expect(page.getByLabel('Email notifications')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const password = page.getByRole('region', { name: 'Password & Security' });
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('account.changePassword')) calls += 1;
  });
  await password.getByLabel('Current password').fill('anything-at-all');
  await password.getByLabel('New password', { exact: true }).fill('a-new-password-1');
  await password.getByLabel('Confirm new password').fill('a-different-one-2');
  await password.getByRole('button', { name: 'Update Password' }).click();
  await expect(password.getByText('New passwords do not match')).toBeVisible();
  await password.getByLabel('New password', { exact: true }).fill('short');
  await password.getByRole('button', { name: 'Update Password' }).click();
  await expect(password.getByText('New password must be at least 8 characters')).toBeVisible();
  expect(calls).toBe(0);
});

test.describe('a coordinator', () => {
  test.use({ freshUser: 'COORDINATOR' });

  test('has no MFA policy card but the MFA card', async ({ page, user }) => {
    await page.goto('/account-settings');
    await expect(page.getByRole('region', { name: 'Multi-Factor Authentication' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Password & Security' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'MFA Policy' })).toHaveCount(0);
    expect(user.role).toBe('COORDINATOR');
  });
});

import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { SSO_REQUIRED_MESSAGE } from '../src/shared/sso/schemas';
import { STAND_IN_CLIENT } from '../src/server/test-support/oidc-stand-in';
import { E2E_BASE_URL } from '../playwright.config';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { oidcStandInIssuer } from './oidc';

// Single sign-on end to end (issue 33 points 6 and 7, docs/sso.md): an ADMIN adds the
// organisation's OpenID Connect provider (the stand-in global setup starts, e2e/oidc.ts), a new
// user of its domain signs in with it and is created just in time, and once single sign-on is
// required a password is refused. Each run has a domain of its own: the database is shared.
test.use({ freshUser: 'ADMIN' });
test.describe.configure({ timeout: 120_000 });

const SIGNED_OUT = { cookies: [], origins: [] };
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type UserRow = { id: string; email: string; role: string; firstName: string; lastName: string };

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function sidewaysOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The tenant's users with this e-mail, through the API the Users tab reads. */
async function usersWithEmail(adminPage: Page, email: string) {
  const response = await adminPage.request.get('/trpc/users.getAll');
  expect(response.ok()).toBe(true);
  const users = ((await response.json()) as { result: { data: UserRow[] } }).result.data;
  return users.filter((user) => user.email === email);
}

/** /login with the e-mail typed: the page asks whether its domain has a provider. */
async function typeEmail(page: Page, email: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
}

/**
 * "Sign in with your organisation", then the stand-in's own login screen (its development one:
 * the login is the e-mail address, any password) unless its session from an earlier sign-in
 * lets it send the browser straight back, and lands in the app.
 */
async function signInWithOrganisation(page: Page, email: string) {
  await typeEmail(page, email);
  await page.getByRole('button', { name: 'Sign in with your organisation' }).click();
  const providerLogin = page.locator('input[name="login"]');
  const signedIn = page.getByRole('navigation', { name: 'Main' });
  await expect(providerLogin.or(signedIn)).toBeVisible();
  if (await providerLogin.isVisible()) {
    expect(new URL(page.url()).origin).toBe(oidcStandInIssuer());
    await providerLogin.fill(email);
    await page.locator('input[name="password"]').fill('any password: the stand-in takes it');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }
  await expect(signedIn).toBeVisible();
  expect(new URL(page.url()).origin).toBe(E2E_BASE_URL);
}

async function expectSignedInAs(page: Page, name: string, role: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(name);
  await expect(page.getByRole('menu')).toContainText(role);
  await page.keyboard.press('Escape');
}

/** A page of its own, signed out (the SSO user's browser). */
async function signedOutPage(browser: Browser) {
  const context = await browser.newContext({ storageState: SIGNED_OUT, viewport: WIDE });
  return { context, page: await context.newPage() };
}

test('an ADMIN adds an OpenID Connect provider; a new user signs in with it just in time; requiring it refuses passwords', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now()}${randomInt(1000)}`;
  const domain = `sso-${stamp}.test`;
  const providerName = `Stand-in staff ${stamp}`;
  const ssoEmail = `sam.ford@${domain}`;

  await test.step('the ADMIN adds the provider through Admin Settings > Single sign-on', async () => {
    await page.setViewportSize(WIDE);
    await page.goto('/settings?tab=single-sign-on');
    await expect(page.getByRole('heading', { name: 'Single sign-on', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add single sign-on provider' });
    const redirectUrl = dialog.getByTestId('sso-form-callback-url');
    await expect(redirectUrl).toHaveText(
      new RegExp(`^${E2E_BASE_URL}/api/auth/sso/callback/oidc-[0-9a-f]{12}$`),
    );
    await dialog.getByLabel('Display name').fill(providerName);
    await dialog.getByLabel('Issuer URL').fill(oidcStandInIssuer());
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await expect(dialog.getByText('Connected: the discovery document was read.')).toBeVisible();
    await dialog.getByLabel('Client ID').fill(STAND_IN_CLIENT.id);
    await dialog.getByLabel('Client secret').fill(STAND_IN_CLIENT.secret);
    await dialog.getByLabel('E-mail domains').fill(domain);
    await dialog.getByLabel('Role for new users').selectOption('COORDINATOR');
    await expect(dialog.getByLabel('Require single sign-on for these domains')).not.toBeChecked();
    await screenshot(page, 'sso-provider-form-1440');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'sso-provider-form-390');
    await page.setViewportSize(WIDE);
    const callbackUrl = await redirectUrl.textContent();
    await dialog.getByRole('button', { name: 'Add provider' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Single sign-on provider added')).toBeVisible();

    const card = page
      .getByRole('list', { name: 'Single sign-on providers' })
      .getByRole('listitem')
      .filter({ hasText: providerName });
    await expect(card.getByText('Password also allowed')).toBeVisible();
    await expect(card.getByText(domain)).toBeVisible();
    await expect(card.getByText('Coordinator', { exact: true })).toBeVisible();
    // The redirect URL shown before saving is the one the provider was registered with.
    await expect(card.getByTestId('sso-callback-url')).toHaveText(callbackUrl!);
    // Write-only: the page never has the secret.
    expect(await page.content()).not.toContain(STAND_IN_CLIENT.secret);
    await expectNoSeriousA11yViolations(page);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'sso-provider-list-1440');
    await page.setViewportSize(PHONE);
    await expect(card).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'sso-provider-list-390');
    await page.setViewportSize(WIDE);
  });

  const sso = await signedOutPage(browser);
  try {
    await test.step('a new user of the domain signs in with the organisation, created just in time', async () => {
      expect(await usersWithEmail(page, ssoEmail)).toEqual([]);
      await typeEmail(sso.page, ssoEmail);
      await expect(
        sso.page.getByRole('button', { name: 'Sign in with your organisation' }),
      ).toBeVisible();
      await expect(sso.page.getByText(providerName)).toBeVisible();
      // Not required yet: the password stays on offer.
      await expect(sso.page.getByLabel('Password')).toBeVisible();
      await screenshot(sso.page, 'sso-login-choice-1440');
      // On a phone: the choice fits, nothing scrolls sideways, and axe finds nothing serious.
      await sso.page.setViewportSize(PHONE);
      expect(await sidewaysOverflow(sso.page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(sso.page);
      await screenshot(sso.page, 'sso-login-choice-390');
      await sso.page.setViewportSize(WIDE);

      await signInWithOrganisation(sso.page, ssoEmail);
      await expect(sso.page).toHaveURL(/\/dashboard$/);
      await expectSignedInAs(sso.page, 'Sam Ford', 'COORDINATOR');
      const created = await usersWithEmail(page, ssoEmail);
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({ role: 'COORDINATOR', firstName: 'Sam', lastName: 'Ford' });
    });

    await test.step('signing out and in again reuses the same user', async () => {
      const [first] = await usersWithEmail(page, ssoEmail);
      await sso.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Logout' })
        .click();
      await expect(sso.page).toHaveURL(/\/login$/);
      await signInWithOrganisation(sso.page, ssoEmail);
      await expectSignedInAs(sso.page, 'Sam Ford', 'COORDINATOR');
      const again = await usersWithEmail(page, ssoEmail);
      expect(again).toHaveLength(1);
      expect(again[0]!.id).toBe(first!.id);
    });
  } finally {
    await sso.context.close();
  }

  // A colleague in the domain with a password (added by the ADMIN before SSO was required).
  const passwordUser = { email: `pat.lane@${domain}`, password: `Pat-${stamp}-password` };
  const createdPasswordUser = await page.request.post('/trpc/users.create', {
    headers: { origin: E2E_BASE_URL },
    data: {
      ...passwordUser,
      firstName: 'Pat',
      lastName: 'Lane',
      role: 'INSPECTOR',
      isActive: true,
    },
  });
  expect(createdPasswordUser.ok()).toBe(true);

  await test.step('the ADMIN requires single sign-on; a password is then refused', async () => {
    const card = page
      .getByRole('list', { name: 'Single sign-on providers' })
      .getByRole('listitem')
      .filter({ hasText: providerName });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit single sign-on provider' });
    await dialog.getByLabel('Require single sign-on for these domains').check();
    // The secret field stays empty: the saved one is kept.
    await expect(dialog.getByLabel('Client secret')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Save provider' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Single sign-on required')).toBeVisible();

    const signedOut = await signedOutPage(browser);
    try {
      await typeEmail(signedOut.page, passwordUser.email);
      await expect(signedOut.page.getByRole('status')).toHaveText(SSO_REQUIRED_MESSAGE);
      await expect(
        signedOut.page.getByRole('button', { name: 'Sign in with your organisation' }),
      ).toBeVisible();
      await expect(signedOut.page.getByLabel('Password')).toHaveCount(0);
      await expect(
        signedOut.page.getByRole('button', { name: 'Sign In', exact: true }),
      ).toHaveCount(0);

      // The page hides the password; the server refuses it too, even the right one.
      const refused = await signedOut.page.request.post('/api/auth/sign-in/email', {
        headers: { origin: E2E_BASE_URL },
        data: passwordUser,
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(SSO_REQUIRED_MESSAGE);
      expect(await signedOut.context.cookies()).toEqual([]);

      // On a phone, when required too.
      await signedOut.page.setViewportSize(PHONE);
      await expect(signedOut.page.getByRole('status')).toHaveText(SSO_REQUIRED_MESSAGE);
      expect(await sidewaysOverflow(signedOut.page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(signedOut.page);
      await screenshot(signedOut.page, 'sso-login-required-390');
      await signedOut.page.getByLabel('Email').fill(`someone.new@${domain}`);
      await expect(
        signedOut.page.getByRole('button', { name: 'Sign in with your organisation' }),
      ).toBeVisible();
    } finally {
      await signedOut.context.close();
    }
  });
});

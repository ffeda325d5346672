import { randomUUID } from 'node:crypto';
import { INSTALLER, PASSWORD } from './demo-accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { demoAdminRequest } from './fresh-users';
import { inviteInstallerUser, trpcMutate } from './portal-fixtures';

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('redirects a visitor to /login and back to the page they wanted after sign-in', async ({
    page,
    newUser,
  }) => {
    const coordinator = await newUser('COORDINATOR');
    await page.goto('/reports');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByLabel('Email').fill(coordinator.email);
    await page.getByLabel('Password').fill(coordinator.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByTestId('page-title')).toHaveText('Reports');
  });

  test('shows field errors that clear on edit, and the server message on a wrong password', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('someone@inspecthub.demo');
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue('someone@inspecthub.demo');
  });

  test('pauses sign-in after repeated wrong passwords and says when to try again', async ({
    page,
    newUser,
  }) => {
    const user = await newUser('INSPECTOR');
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByLabel('Password').fill(`wrong-password-${attempt}`);
      const answered = page.waitForResponse((r) => r.url().includes('/api/auth/sign-in/email'));
      await page.getByRole('button', { name: 'Sign In' }).click();
      expect((await answered).status()).toBe(401);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    }
    // Locked now: even the right password is refused until the pause ends.
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many sign-in attempts. Try again in 1 minute.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signs in to the dashboard and logs out back to /login', async ({ page, newUser }) => {
    const coordinator = await newUser('COORDINATOR');
    await page.goto('/login');
    await page.getByLabel('Email').fill(coordinator.email);
    await page.getByLabel('Password').fill(coordinator.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main')).toContainText('Total Verifications');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText(
      `${coordinator.firstName} ${coordinator.lastName}`,
    );
    await expect(page.getByRole('menu')).toContainText('COORDINATOR');
    await page.keyboard.press('Escape');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    // The session is gone on the server too: protected pages send us back.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the demo installer signs in to the portal and finds fails to close', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Email').fill(INSTALLER.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await page.goto('/portal/remediations');
    await expect(page.getByRole('heading', { name: 'Remediations', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Needs action').first()).toBeVisible();
  });

  test('a user of a suspended installer is refused at sign-in as for a wrong password, never left loading', async ({
    page,
  }) => {
    const admin = await demoAdminRequest();
    try {
      const installer = await trpcMutate<{ id: string }>(admin, 'installers.create', {
        name: `Paused Fitters ${randomUUID().slice(0, 6)} Ltd`,
      });
      const account = await inviteInstallerUser(admin, installer.id, 'Pat Paused');
      await trpcMutate(admin, 'installers.setStatus', { id: installer.id, status: 'Suspended' });
      await page.goto('/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      const answered = page.waitForResponse((r) => r.url().includes('/api/auth/sign-in/email'));
      await page.getByRole('button', { name: 'Sign In' }).click();
      expect((await answered).status()).toBe(401);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await admin.dispose();
    }
  });

  test('the login page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Issue 28, point 12: 'Forgot password?' from the sign-in page, at a phone's and a desktop's
 * width. Following the e-mailed link (read from a real SMTP server) is covered through the real
 * server in src/server/auth/password-reset.test.ts.
 */
const REQUESTED =
  'If an account uses this e-mail address, we have sent it a link to reset the password. The link works once, for one hour.';

for (const width of [390, 1440]) {
  test.describe(`forgot password at ${width} px`, () => {
    test.use({
      storageState: { cookies: [], origins: [] },
      viewport: { width, height: 900 },
    });

    test('asks for a link from the sign-in page and never says whether the address exists', async ({
      page,
      newUser,
    }) => {
      const user = await newUser('INSPECTOR');
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await page.getByLabel('Email').fill(user.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('status')).toHaveText(REQUESTED);

      // An address without an account gets word for word the same answer.
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill(`nobody-${width}@inspecthub.invalid`);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('status')).toHaveText(REQUESTED);

      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      // Nothing runs off the side of the page.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('checks the new password and refuses a link that does not work', async ({ page }) => {
      await page.goto('/reset-password?token=not-a-real-token');
      await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('New password is required')).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Confirm new password').fill('short');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('New password must be at least 8 characters')).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('long-enough-password');
      await page.getByLabel('Confirm new password').fill('something-else-entirely');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await page.getByLabel('Confirm new password').fill('long-enough-password');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'This reset link has expired or has already been used. Ask for a new one.',
      );
      await page.getByRole('link', { name: 'Ask for a new link' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
    });
  });
}

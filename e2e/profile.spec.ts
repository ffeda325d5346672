import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('theme and font size apply across the app and survive a reload', async ({ page }) => {
  test.setTimeout(60_000); // three axe runs
  await page.goto('/profile-settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'original');
  await page.getByRole('tab', { name: 'Theme & Display' }).click();
  await expect(page.getByRole('radio')).toHaveCount(12 + 3);
  await expect(page.getByRole('radio', { name: /^Original/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // The brand colour every primary button, active tab and link reads.
  const primaryButtonColour = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-emerald-700').trim(),
    );
  const before = await primaryButtonColour();

  await page.getByRole('radio', { name: /^Ocean/ }).check();
  await expect(page.getByText('Ocean theme applied')).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'ocean');
  expect(await primaryButtonColour()).not.toBe(before);
  await page.getByRole('radio', { name: 'Large (18px)' }).check();
  await expect(html).toHaveCSS('font-size', '18px');
  await expectNoSeriousA11yViolations(page);

  const stored = await page.evaluate(() => window.localStorage.getItem('inspecthub.settings'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    theme: { preset: 'ocean', mode: 'light' },
    fontSize: 'large',
    lastUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'ocean');
  await expect(html).toHaveCSS('font-size', '18px');
  await page.goto('/dashboard');
  await expect(html).toHaveAttribute('data-theme', 'ocean');

  // A dark preset stays readable too.
  await page.goto('/profile-settings?section=theme');
  await page.getByRole('radio', { name: /^Midnight/ }).check();
  await expect(html).toHaveAttribute('data-theme-mode', 'dark');
  await page.getByRole('radio', { name: 'Small (14px)' }).check();
  await expect(html).toHaveCSS('font-size', '14px');
  await expectNoSeriousA11yViolations(page);
});

test.describe('as a COORDINATOR', () => {
  // A new coordinator: the profile edits below stay theirs.
  test.use({ freshUser: 'COORDINATOR' });

  test('personal info is read-only until Edit Profile and saves to the server', async ({
    page,
    user,
  }) => {
    const department = `Quality ${Date.now()}`;
    await page.goto('/profile-settings');
    const form = page.getByRole('form', { name: 'Personal information' });
    await expect(form.getByLabel('Email')).toHaveValue(user.email);
    await expect(form.getByLabel('Role')).toHaveValue('COORDINATOR');
    await expect(form.getByText('Managed by administrators')).toHaveCount(2);
    await expect(form.getByLabel('Department')).not.toBeEditable();
    await expect(form.getByLabel('Timezone')).toHaveValue('GMT');
    await expect(form.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Cancel throws the edit away.
    await form.getByRole('button', { name: 'Edit Profile' }).click();
    await form.getByLabel('Department').fill('Thrown away');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form.getByLabel('Department')).not.toHaveValue('Thrown away');

    await form.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(form.getByLabel('Email')).not.toBeEditable();
    await form.getByLabel('Department').fill(department);
    await form.getByLabel('Display name').fill('x'.repeat(101));
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Display name must be no more than 100 characters')).toBeVisible();
    await form.getByLabel('Display name').fill('Priya S.');
    await form.getByLabel('Timezone').selectOption('CET');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('Department')).toHaveValue(department);
    await expect(form.getByLabel('Display name')).toHaveValue('Priya S.');
    await expect(form.getByLabel('Timezone')).toHaveValue('CET');
  });
});

test('a system set to reduce motion gets colour changes at once; otherwise buttons fade', async ({
  browser,
}) => {
  const transitionOf = async (reducedMotion: 'reduce' | 'no-preference') => {
    // Signed out, so /login shows its primary button.
    const context = await browser.newContext({
      reducedMotion,
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    await page.goto('/login');
    const signIn = page.getByRole('button', { name: /sign in/i });
    await expect(signIn).toBeVisible();
    const duration = await signIn.evaluate((el) => getComputedStyle(el).transitionDuration);
    await context.close();
    return duration;
  };
  expect(await transitionOf('reduce')).toBe('0s');
  expect(await transitionOf('no-preference')).not.toBe('0s');
});

import { expect, test } from './fixtures';
import { demoAdminRequest } from './fresh-users';
import { expectFits, installerWithOpenItem, inviteInstallerUser } from './portal-fixtures';

/**
 * Issue 31 point 3: an installer user signs in at /login and lands on the portal (never the
 * staff shell), sees its open failed item with the deadline on the Overview, finds the
 * inspection by reference, reads the failed item, mutes reminders on Account and signs out; at
 * 390 px and 1440 px, with the page no wider than the screen. The user is invited by the demo
 * admin for a demo installer with a failed item waiting, and accepts through the e-mailed link's
 * token (the lead's spec follows the whole invitation journey in the browser).
 */
test.describe.configure({ timeout: 120_000 });

for (const [pick, viewport] of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
].entries()) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, storageState: { cookies: [], origins: [] } });

    test('an installer user works in the portal and never sees the staff shell', async ({
      page,
    }) => {
      const admin = await demoAdminRequest();
      const { installerId, item } = await installerWithOpenItem(admin, pick);
      const account = await inviteInstallerUser(admin, installerId, 'Isla Fitter');
      await admin.dispose();

      await page.goto('/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: /sign in/i }).click();
      await expect(page).toHaveURL(/\/portal$/);
      await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Portal' }).filter({ visible: true });
      await expect(menu).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByRole('banner').getByText('Isla Fitter')).toBeVisible();
      const openItems = page.getByRole('region', { name: 'Open items by deadline' });
      await expect(openItems.getByRole('listitem').first()).toBeVisible();
      await expect(openItems.getByText(/Deadline .*(left|overdue)/).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: /This quarter/ })).toBeVisible();
      await expectFits(page);

      // A staff path sends the installer back to the portal; the staff sidebar never shows.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/portal$/);
      await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);

      await menu.getByRole('link', { name: 'Inspections' }).click();
      await page.getByLabel('Search by reference or address').fill(item.reference);
      await expect(page).toHaveURL(new RegExp(`q=${item.reference}`));
      await page.getByRole('link', { name: item.reference }).click();
      await expect(page.getByRole('heading', { name: item.reference, level: 1 })).toBeVisible();
      const failed = page.getByRole('region', { name: 'Failed items' });
      await expect(failed.getByText(item.label).first()).toBeVisible();
      await expect(failed.getByText('Inspector’s comment:').first()).toBeVisible();
      await expectFits(page);

      await menu.getByRole('link', { name: 'Account' }).click();
      await expect(page.getByText(account.email)).toBeVisible();
      const mute = page.getByRole('switch', { name: 'Mute deadline reminders' });
      await expect(mute).toHaveAttribute('aria-checked', 'false');
      await mute.click();
      await expect(mute).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByText(/always told about a new failed item/)).toBeVisible();
      await expectFits(page);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login/);
    });
  });
}

test('staff going to the portal get the not-found page, not the portal', async ({ page }) => {
  await page.goto('/portal/inspections');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Portal' })).toHaveCount(0);
});

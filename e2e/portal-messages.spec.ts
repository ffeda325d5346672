import { expect, test } from './fixtures';
import { demoAdminRequest } from './fresh-users';
import { waitForMail } from './mailbox';
import {
  expectFits,
  installerWithOpenItem,
  inviteInstallerUser,
  trpcMutate as mutate,
} from './portal-fixtures';

/**
 * Issue 31 points 5-6 at 390 px and 1440 px: staff write to an installer about a failed item
 * and add an internal note; the installer user, e-mailed, sees the unread count on Messages,
 * reads the reply (not the note), answers, and finds the notice; staff read the answer on the
 * installer's 'Portal messages' tab. Pages never wider than the screen.
 */
test.describe.configure({ timeout: 120_000 });

for (const [pick, viewport] of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
].entries()) {
  test(`messages between staff and an installer at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await demoAdminRequest();
    // Installers 4 and 5: the views spec works on 0 and 1, the remediations spec on 2 and 3.
    const { installerId, item } = await installerWithOpenItem(admin, pick + 4);
    const account = await inviteInstallerUser(admin, installerId, 'Mo Fitter');
    const threadKey = `item:${item.inspectionId}:${item.itemId}`;
    await mutate(admin, 'installerPortal.messages.send', {
      installerId,
      threadKey,
      body: 'Please send a photo of the new fixings.',
    });
    await mutate(admin, 'installerPortal.messages.send', {
      installerId,
      threadKey,
      body: 'Staff only: check their QMP next visit.',
      internal: true,
    });
    await admin.dispose();
    await waitForMail(account.email, /photo of the new fixings/, 60_000);

    const context = await browser.newContext({
      viewport,
      storageState: { cookies: [], origins: [] },
    });
    const installer = await context.newPage();
    await installer.goto('/login');
    await installer.getByLabel('Email').fill(account.email);
    await installer.getByLabel('Password').fill(account.password);
    await installer.getByRole('button', { name: /sign in/i }).click();
    await expect(installer).toHaveURL(/\/portal$/);
    const menu = installer.getByRole('navigation', { name: 'Portal' }).filter({ visible: true });
    await expect(menu.getByRole('link', { name: /Messages.*unread/ })).toBeVisible();
    await menu.getByRole('link', { name: /Messages/ }).click();
    await installer
      .getByRole('button', { name: new RegExp(item.itemId) })
      .first()
      .click();
    await expect(installer.getByText('Please send a photo of the new fixings.')).toBeVisible();
    await expect(installer.getByText('check their QMP')).toHaveCount(0);
    await installer.getByLabel('Your message').fill('Photos go up tomorrow morning.');
    await installer.getByRole('button', { name: 'Send' }).click();
    await expect(installer.getByText('Photos go up tomorrow morning.')).toBeVisible();
    await expectFits(installer);
    await installer.getByRole('tab', { name: /Notices/ }).click();
    await expect(installer.getByText(/New message from/).first()).toBeVisible();
    await expectFits(installer);
    await context.close();

    await page.goto(
      `/installers/${installerId}?tab=messages&thread=${encodeURIComponent(threadKey)}`,
    );
    await expect(page.getByText('Photos go up tomorrow morning.')).toBeVisible();
    await expect(page.getByText('Staff only: check their QMP next visit.')).toBeVisible();
    await expectFits(page);
  });
}

import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { demoAdminRequest } from './fresh-users';
import { waitForMail } from './mailbox';

/**
 * Issue 31 point 3: an installer user signs in at /login and lands on the portal (never the
 * staff shell), sees its open failed item with the deadline on the Overview, finds the
 * inspection by reference, reads the failed item, mutes reminders on Account and signs out; at
 * 390 px and 1440 px, with the page no wider than the screen. The user is invited by the demo
 * admin for a demo installer with a failed item waiting, and accepts through the e-mailed link's
 * token (the lead's spec follows the whole invitation journey in the browser).
 */
test.describe.configure({ timeout: 120_000 });

type Clock = {
  inspectionId: string;
  reference: string;
  itemId: string;
  label: string;
  status: string;
  evidenceSubmittedAt: string | null;
};

async function query<T>(api: APIRequestContext, path: string, input?: unknown): Promise<T> {
  const suffix = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await api.get(`/trpc/${path}${suffix}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function mutate(api: APIRequestContext, path: string, input: unknown) {
  const response = await api.post(`/trpc/${path}`, { data: input });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A demo installer with a failed item waiting for its remediation, and that item. */
async function installerWithOpenItem(admin: APIRequestContext, pick: number) {
  const installers = await query<{ id: string }[]>(admin, 'payments.installerOptions');
  let seen = 0;
  for (const installer of installers) {
    const clocks = await query<Clock[]>(admin, 'checklists.remediationClocks', {
      installerId: installer.id,
    });
    const open = clocks.find((c) => c.status === 'Pending' && !c.evidenceSubmittedAt);
    if (open && seen++ === pick) return { installerId: installer.id, item: open };
  }
  throw new Error('The demo data has no installer with an open failed item');
}

/** Invites a new installer user for the installer and accepts with the e-mailed token. */
async function installerUser(admin: APIRequestContext, installerId: string) {
  const email = `installer.${randomUUID().slice(0, 8)}@example.test`;
  const password = `Portal-${randomUUID()}`;
  await mutate(admin, 'installerPortal.invitations.invite', {
    installerId,
    people: [{ name: 'Isla Fitter', email }],
  });
  const mail = await waitForMail(email, /token=/, 60_000);
  const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.text)![1]!);
  await mutate(admin, 'portal.acceptInvitation', { token, newPassword: password });
  return { email, password };
}

/** No sideways scrolling at the viewport's width, and no serious accessibility violation. */
async function expectFits(page: Page) {
  await expectNoSeriousA11yViolations(page, true);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

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
      const account = await installerUser(admin, installerId);
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

import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { demoAdminRequest } from './fresh-users';
import { waitForMail } from './mailbox';

/**
 * Issue 31 points 5-6 at 390 px and 1440 px: staff write to an installer about a failed item
 * and add an internal note; the installer user, e-mailed, sees the unread count on Messages,
 * reads the reply (not the note), answers, and finds the notice; staff read the answer on the
 * installer's 'Portal messages' tab. Pages never wider than the screen.
 */
test.describe.configure({ timeout: 120_000 });

type Clock = { inspectionId: string; itemId: string; label: string; status: string };

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

/** A demo installer with a failed item waiting (one per viewport, as the views spec picks). */
async function installerWithFailedItem(admin: APIRequestContext, pick: number) {
  const installers = await query<{ id: string }[]>(admin, 'payments.installerOptions');
  let seen = 0;
  for (const installer of installers) {
    const clocks = await query<Clock[]>(admin, 'checklists.remediationClocks', {
      installerId: installer.id,
    });
    const open = clocks.find((c) => c.status === 'Pending');
    if (open && seen++ === pick) return { installerId: installer.id, item: open };
  }
  throw new Error('The demo data has no installer with a failed item');
}

async function installerUser(admin: APIRequestContext, installerId: string) {
  const email = `messages.${randomUUID().slice(0, 8)}@example.test`;
  const password = `Portal-${randomUUID()}`;
  await mutate(admin, 'installerPortal.invitations.invite', {
    installerId,
    people: [{ name: 'Mo Fitter', email }],
  });
  const mail = await waitForMail(email, /token=/, 60_000);
  const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.text)![1]!);
  await mutate(admin, 'portal.acceptInvitation', { token, newPassword: password });
  return { email, password };
}

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
  test(`messages between staff and an installer at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await demoAdminRequest();
    const { installerId, item } = await installerWithFailedItem(admin, pick);
    const account = await installerUser(admin, installerId);
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

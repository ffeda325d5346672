import type { Page } from '@playwright/test';
import { COORDINATOR, storageStatePath } from './demo-accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// The coordinator starts with 4 unread and 6 read notifications. Other specs may add unread
// 'Enhanced monitoring proposed' notifications at any time, so counts are asserted relatively.
// The tests share one account's notifications, so they run in order.
test.use({ storageState: storageStatePath(COORDINATOR.role) });
test.describe.configure({ mode: 'serial' });

const list = (page: Page) => page.getByRole('list', { name: 'Notifications list' });
const item = (page: Page, title: string) =>
  list(page).getByRole('listitem').filter({ hasText: title });

async function tabCount(page: Page, name: 'All' | 'Unread' | 'Read') {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  await expect(tab).toBeVisible();
  const match = /\((\d+)\)/.exec((await tab.textContent()) ?? '');
  return Number(match?.[1]);
}

test('tabs filter the list and live in the URL; the page passes axe', async ({ page }) => {
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alerts & Notifications');
  await expect(page.getByRole('tablist', { name: 'Notification filters' })).toBeVisible();
  await expect(item(page, 'Inspection overdue')).toBeVisible();
  // Newest first: the just-seeded overdue warning leads the list.
  await expect(list(page).getByRole('listitem').first()).toContainText('Inspection overdue');
  await expect(item(page, 'Inspection overdue')).toContainText('Unread');
  await expect(item(page, 'Inspection overdue').locator('time')).toHaveText(
    /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
  );
  await expect(
    item(page, 'Inspection overdue').getByRole('link', { name: 'Open: Inspection overdue' }),
  ).toHaveAttribute('href', '/inspections/pending');
  expect(await tabCount(page, 'Unread')).toBeGreaterThanOrEqual(4);
  expect(await tabCount(page, 'Read')).toBe(6);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: /^Unread/ }).click();
  await expect(page).toHaveURL(/\/alerts\?tab=unread$/);
  await expect(item(page, 'Report ready')).toBeVisible();
  await expect(list(page).getByRole('button', { name: /^Mark read:/ })).toHaveCount(
    await list(page).getByRole('listitem').count(),
  );

  await page.getByRole('tab', { name: /^Read/ }).click();
  await expect(page).toHaveURL(/\/alerts\?tab=read$/);
  await expect(list(page).getByRole('listitem')).toHaveCount(6);
  await expect(list(page).getByRole('button', { name: /^Mark read:/ })).toHaveCount(0);
  await expect(item(page, 'Report ready')).toHaveCount(0);

  // A reload or shared link opens the same tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Read/ })).toHaveAttribute('aria-selected', 'true');
  await expect(list(page).getByRole('listitem')).toHaveCount(6);

  await page.getByRole('tab', { name: /^All/ }).click();
  await expect(page).toHaveURL(/\/alerts$/);
});

test('Mark Read moves one notification from Unread to Read', async ({ page }) => {
  await page.goto('/alerts?tab=unread');
  await expect(item(page, 'Report ready')).toBeVisible();
  const readBefore = await tabCount(page, 'Read');

  await page.getByRole('button', { name: 'Mark read: Report ready' }).click();
  await expect(item(page, 'Report ready')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: `Read (${readBefore + 1})` })).toBeVisible();

  await page.getByRole('tab', { name: /^Read/ }).click();
  await expect(item(page, 'Report ready')).toBeVisible();
  await expect(item(page, 'Report ready')).not.toContainText('Unread');
  await expect(page.getByRole('button', { name: 'Mark read: Report ready' })).toHaveCount(0);
});

test('Delete asks for confirmation, then removes the notification', async ({ page }) => {
  await page.goto('/alerts');
  await expect(item(page, 'Inspection failed')).toBeVisible();

  await page.getByRole('button', { name: 'Delete: Inspection failed' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete notification?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item(page, 'Inspection failed')).toBeVisible();

  await page.getByRole('button', { name: 'Delete: Inspection failed' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Notification deleted')).toBeVisible();
  await expect(item(page, 'Inspection failed')).toHaveCount(0);
});

test('Mark All Read empties the Unread tab and clears the bell badge', async ({ page }) => {
  await page.goto('/alerts?tab=unread');
  await expect(item(page, 'Inspection overdue')).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toBeVisible();

  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(page.getByText("You're all caught up. No unread notifications.")).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Unread (0)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('each kind can go to the bell, e-mail or nowhere, and the choice is kept', async ({
  page,
}) => {
  await page.goto('/alerts');
  await page.getByRole('button', { name: 'Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alert preferences' });
  const overdue = dialog.getByLabel('Payment overdue');
  await expect(overdue).toHaveValue('in_app');
  await overdue.selectOption({ label: 'E-mail' });
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Alert preferences saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Preferences' }).click();
  await expect(dialog.getByLabel('Payment overdue')).toHaveValue('email');
  await expectNoSeriousA11yViolations(page);
  // Back to the default so the other alerts tests see the coordinator's usual bell.
  await dialog.getByLabel('Payment overdue').selectOption({ label: 'In-app' });
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
});

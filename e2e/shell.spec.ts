import { INSPECTOR, storageStatePath } from './demo-accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('the dashboard shows its figures, the signed-in user in the header, and passes axe', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  await expect(page.getByRole('main')).toContainText('Total Verifications');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Alex Morgan');
  await expect(page.getByRole('menu')).toContainText('ADMIN');
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
});

test('sidebar links navigate, mark the active entry and keep Inspections active below /inspections/', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const expected = [
    ['Dashboard', '/dashboard', 'Dashboard'],
    ['View Inspections', '/view-inspections', 'View Inspections'],
    ['Installers', '/installers', 'Installers'],
    ['Enhanced Monitoring', '/enhanced-monitoring', 'Enhanced Monitoring'],
    ['Alerts', '/alerts', 'Alerts & Notifications'],
  ] as const;
  for (const [label, path, title] of expected) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('page-title')).toHaveText(title);
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await nav.getByRole('link', { name: 'Pending Inspections', exact: true }).click();
  await expect(page).toHaveURL(/\/inspections\/pending$/);
  await expect(nav.getByRole('link', { name: 'Inspections', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'Pending Inspections' })).toBeVisible();
});

test('the sidebar collapses and remembers it across reloads', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  // Collapsed links keep their names.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports', exact: true })
    .click();
  await expect(page).toHaveURL(/\/reports$/);
});

test('header search routes by keyword and ignores blank text', async ({ page }) => {
  await page.goto('/dashboard');
  const search = page.getByRole('searchbox', { name: 'Search', exact: true });
  const cases = [
    ['INS-2026-000123', '/view-inspections'],
    ['acme installer', '/installers'],
    ['damp defect', '/defects'],
    ['Invoice 42', '/payments'],
    ['help with login', '/support'],
    ['excel tracker', '/tracker'],
    ['followup', '/followup'],
    ['Leeds', '/dashboard'],
  ] as const;
  for (const [text, path] of cases) {
    await search.fill(text);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.goto('/reports');
  await search.fill('   ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await search.fill('news');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/news-updates$/);
});

test('the account menu shows the user and links to the settings pages', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('admin@inspecthub.demo');
  await menu.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByTestId('page-title')).toHaveText('Account Settings');
});

test('the old inspection page redirects to the register chooser', async ({ page }) => {
  await page.goto('/inspection');
  await expect(page).toHaveURL(/\/inspections\/register$/);
});

test('the home grid shows the 20 tiles with live badges only', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Quick access to all your management tools' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(20);
  await expect(page.getByRole('main').getByRole('link', { name: 'Excel Tracker' })).toHaveAttribute(
    'href',
    '/tracker',
  );
});

test('the assistant widget opens, answers and closes', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Message').fill('help');
  await panel.getByLabel('Message').press('Enter');
  await expect(panel.getByRole('log')).toContainText('help');
  await page.getByRole('button', { name: 'Close AI assistant' }).click();
  await expect(panel).toHaveCount(0);
});

test.describe('notification bell', () => {
  // The inspector's seeded notifications are read and cleared by this test alone.
  test.use({ storageState: storageStatePath(INSPECTOR.role) });

  test('shows the unread badge, marks one read on click and opens its link, then marks all read', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const badge = page.getByTestId('notification-badge');
    // The seed gives 4 unread; specs running alongside may assign the demo inspector more.
    await expect(badge).toHaveText(/^\d+$/);
    const unread = Number(await badge.textContent());
    expect(unread).toBeGreaterThanOrEqual(4);
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown).toContainText('Inspection overdue');
    // Ages are relative to when the server seeded them: minutes for the newest, a day for the 26-hour-old one.
    await expect(dropdown.getByRole('button', { name: /Inspection overdue/ })).toContainText(
      /Just now|\d+m ago/,
    );
    await expect(dropdown.getByRole('button', { name: /Report ready/ })).toContainText('1d ago');

    await dropdown.getByRole('button', { name: /Report ready/ }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(dropdown).toHaveCount(0);
    await expect(badge).toHaveText(String(unread - 1));

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.mouse.click(5, 600); // outside
    await expect(dropdown).toHaveCount(0);

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await dropdown.getByRole('button', { name: 'Mark all read' }).click();
    await expect(badge).toHaveCount(0);
    await dropdown.getByRole('link', { name: 'View all notifications' }).click();
    await expect(page).toHaveURL(/\/alerts$/);
  });
});

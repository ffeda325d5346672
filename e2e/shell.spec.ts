import type { Page } from '@playwright/test';
import { formatBadgeCount } from '../src/shared/format';
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

test('header search opens the results page for what was typed and ignores blank text (decision 013)', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search', exact: true });
  // Words that used to route to a page by keyword now list their matches (issue 28 point 8).
  for (const [text, query] of [
    ['acme installer', 'acme(\\+|%20)installer'],
    ['Invoice 42', 'Invoice(\\+|%20)42'],
    ['Leeds', 'Leeds'],
  ] as const) {
    await search.fill(text);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${query}$`));
  }
  await page.goto('/reports');
  await search.fill('   ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await search.fill('news');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=news$/);
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
    // The seed gives 4 unread; specs running alongside may add more, and past 9 the badge
    // reads '9+', so the exact figure comes from the server.
    const answer = await page.request.get('/trpc/notifications.unreadCount');
    const unread = ((await answer.json()) as { result: { data: { count: number } } }).result.data
      .count;
    expect(unread).toBeGreaterThanOrEqual(4);
    await expect(badge).toHaveText(formatBadgeCount(unread)!);
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown).toContainText('Inspection overdue');
    // Ages are relative to when the server seeded them: minutes for the newest, a day for the 26-hour-old one.
    await expect(dropdown.getByRole('button', { name: /Inspection overdue/ })).toContainText(
      /Just now|\d+m ago/,
    );
    // The dropdown ranks unread, then priority, then newest (issue 28 point 10): specs running
    // alongside add higher-ranked notifications, so the seeded overdue one is the one opened.
    await dropdown
      .getByRole('button', { name: /Inspection overdue/ })
      .first()
      .click();
    await expect(page).not.toHaveURL(/\/dashboard$/);
    await expect(dropdown).toHaveCount(0);
    await expect(badge).toHaveText(formatBadgeCount(unread - 1)!);

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

test('every route names the browser tab after its header title', async ({ page }) => {
  const cases = [
    ['/inspections/pending', 'Pending Inspections · InspectHub'],
    ['/dashboard', 'Dashboard · InspectHub'],
    ['/followup', 'Follow-up & Resolution · InspectHub'],
    ['/payments', 'Payments · InspectHub'],
    ['/installers/00000000-0000-4000-8000-000000000000', 'Installer Profile · InspectHub'],
    ['/', 'InspectHub'],
    ['/no-such-page', 'InspectHub'],
  ] as const;
  for (const [path, title] of cases) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByTestId('page-title')).toHaveText(title.replace(/ · InspectHub$/, ''));
  }
  // Client-side navigation updates it too, not only a fresh load.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'View Inspections', exact: true })
    .click();
  await expect(page).toHaveTitle('View Inspections · InspectHub');
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the sign-in page names its tab the same way', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page).toHaveTitle('Sign In · InspectHub');
  });
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const WIDTH_CHECKED_PATHS = ['/dashboard', '/inspections/pending', '/payments', '/settings'];

/** Loads a page and waits until its data has arrived, so its widest content is on screen. */
async function openLoaded(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('the menu button opens a labelled drawer that Escape, a click outside and a link close', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
    // The desktop sidebar is not on screen; its links live in the drawer.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    // The open modal hides the rest of the page from assistive technology, the button included.
    const hiddenMenu = page.getByRole('button', { name: 'Open navigation', includeHidden: true });
    await expect(hiddenMenu).toHaveAttribute('aria-expanded', 'true');
    await expect(hiddenMenu).toHaveAttribute(
      'aria-controls',
      (await drawer.getAttribute('id')) ?? '',
    );
    const nav = drawer.getByRole('navigation', { name: 'Main' });
    for (const label of ['Homepage', 'Dashboard', 'Pending Inspections', 'Payments', 'Support']) {
      // Labels are shown, not an icon rail.
      await expect(nav.getByRole('link', { name: label, exact: true })).toContainText(label);
      await expect(nav.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Close navigation' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2); // the overlay beside the panel
    await expect(drawer).toHaveCount(0);

    await menu.click();
    await nav.getByRole('link', { name: 'Pending Inspections', exact: true }).click();
    await expect(page).toHaveURL(/\/inspections\/pending$/);
    await expect(drawer).toHaveCount(0);
    await expect(page.getByTestId('page-title')).toHaveText('Pending Inspections');
  });

  test('the header search opens from its button and lists the matches', async ({ page }) => {
    await page.goto('/dashboard');
    const search = page.getByRole('combobox', { name: 'Search', exact: true });
    await expect(search).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Show search' });
    await toggle.click();
    await expect(search).toBeFocused();
    await search.fill('invoice');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=invoice$/);
    await expect(search).toBeHidden();

    await toggle.click();
    await search.press('Escape');
    await expect(search).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('at the narrowest width, titles wrap between words and are not cut off', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/inspections/register/completed');
    const title = page.getByTestId('page-title');
    await expect(title).toHaveText('Register Completed Inspection');
    await expect(title).toHaveAttribute('title', 'Register Completed Inspection');
    // Not cut: every line fits the box (no text hidden past the clamp).
    expect(await title.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    // A one-word title stays on one line rather than breaking inside the word.
    await page.goto('/dashboard');
    await expect(title).toHaveText('Dashboard');
    const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await title.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
  });
});

test.describe('at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('the sidebar is on screen with its labels and there is no menu button', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Pending Inspections', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search', exact: true })).toBeVisible();
  });

  test('the dashboard is as tall as its content: the hidden chart tables add no scrolling', async ({
    page,
  }) => {
    await openLoaded(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Grading Distribution' })).toBeVisible();
    const overflow = await page.evaluate(() => {
      const main = document.getElementById('main-content')!;
      return (
        document.documentElement.scrollHeight - (main.getBoundingClientRect().bottom + scrollY)
      );
    });
    expect(overflow).toBeLessThanOrEqual(1);
  });

  test('the assistant stays in reach at the end of the page and no button covers its controls', async ({
    page,
  }) => {
    for (const path of ['/payments', '/inspections/pending']) {
      await openLoaded(page, path);
      // The pagination under the table is the last thing on both pages to appear.
      await expect(page.getByText(/^Showing \d+ to \d+ of \d+ results$/)).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The sticky header's button is the one launcher; no floating button covers the last row.
      await expect(
        page.getByRole('button', { name: 'AI Assistant', exact: true }),
      ).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Open AI assistant' })).toHaveCount(0);
    }
  });
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`no page scrolls sideways because of the shell (${name}, ${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    for (const path of WIDTH_CHECKED_PATHS) {
      await openLoaded(page, path);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll, path).toBeLessThanOrEqual(widths.inner);
    }
  });
}

import type { Locator, Page } from '@playwright/test';
import { storageStatePath } from './demo-accounts';
import { createUser } from './fresh-users';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * The portal at a phone (390x844) and a desktop (1440x900): every list page's
 * first row action can be reached and clicked without scrolling sideways, no
 * page scrolls sideways, the navigation drawer works, and axe finds nothing
 * serious on any route.
 */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

type ListPage = { path: string; action: (main: Locator) => Locator };

const LIST_PAGES: ListPage[] = [
  {
    path: '/inspections/pending',
    action: (m) => m.getByRole('button', { name: /^Update status for policy / }),
  },
  { path: '/view-inspections', action: (m) => m.getByRole('link', { name: /^View INS-/ }) },
  { path: '/installers', action: (m) => m.getByRole('link', { name: /\w/ }).and(rowLink(m)) },
  { path: '/defects', action: (m) => m.getByRole('button', { name: /^Update DEF-/ }) },
  { path: '/followup', action: (m) => m.getByRole('button', { name: /^Update progress of / }) },
  { path: '/payments', action: (m) => m.getByRole('button', { name: /^Mark PAY-.* paid$/ }) },
  { path: '/docs-review', action: (m) => m.getByRole('button', { name: /^Preview / }) },
  { path: '/settings?tab=users', action: (m) => m.getByRole('button', { name: /^Edit / }) },
  { path: '/alerts', action: (m) => m.getByRole('button', { name: /^Mark read: / }) },
  { path: '/projects', action: (m) => m.getByRole('link', { name: /\w/ }).and(rowLink(m)) },
  {
    path: '/enhanced-monitoring?tab=installers',
    action: (m) => m.getByRole('link', { name: /\w/ }).and(rowLink(m)),
  },
];

/** Links that open one record from a list (the record's name is the link). */
function rowLink(main: Locator): Locator {
  return main.locator('a[href^="/installers/"], a[href^="/projects/"]');
}

/** Every route of the portal that a signed-in ADMIN can open directly. */
const ROUTES = [
  '/',
  '/dashboard',
  '/inspections',
  '/inspections/pending',
  '/inspections/checklists',
  '/inspections/create',
  '/inspections/register',
  '/view-inspections',
  '/projects',
  '/docs-review',
  '/schedule',
  '/defects',
  '/followup',
  '/reports',
  '/settings',
  '/enhanced-monitoring',
  '/installers',
  '/profile-settings',
  '/account-settings',
  '/payments',
  '/alerts',
  '/tracker',
  '/improvements',
  '/import',
  '/news-updates',
  '/guidance-docs',
  '/support',
];

/** Fails naming the element that sticks out furthest, so a failure says what to fix. */
async function expectNoSidewaysScroll(page: Page, soft = false) {
  const { overflow, culprit } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest: Element | null = null;
    let right = width;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right;
        widest = element;
      }
    }
    const name = widest
      ? `${widest.tagName.toLowerCase()}.${String(widest.getAttribute('class')).slice(0, 80)} "${(widest.textContent ?? '').slice(0, 80)}"`
      : 'none';
    return { overflow: document.documentElement.scrollWidth - width, culprit: name };
  });
  const check = soft ? expect.soft : expect;
  check(
    overflow,
    `${page.url()} scrolls sideways by ${overflow}px (${culprit})`,
  ).toBeLessThanOrEqual(0);
}

/** The page is settled: its title is shown and no skeleton or spinner is left. */
async function waitForPage(page: Page) {
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

// Lists and the dashboard's Recent Activity quote what users typed: one long unbroken name must
// wrap, not widen the page.
test.beforeAll(async () => {
  await createUser('INSPECTOR', 'Averyverylongunbrokenname');
});

for (const size of WIDTHS) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const list of LIST_PAGES) {
      test(`${list.path}: the first row's action is visible and clickable without sideways scrolling`, async ({
        page,
      }) => {
        await page.goto(list.path);
        await waitForPage(page);
        const action = list.action(page.getByRole('main')).first();
        await expect(action).toBeVisible();
        await action.scrollIntoViewIfNeeded();
        const box = await action.boundingBox();
        expect(box, 'the action has a box').not.toBeNull();
        // Fully inside the viewport horizontally, and not under the assistant button.
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
        await expect(action).toBeEnabled();
        // A trial click fails if anything (the assistant button, a sticky bar) covers the action.
        await action.click({ trial: true });
        await expectNoSidewaysScroll(page);
      });
    }

    test('every route passes axe and never scrolls sideways', async ({ page }) => {
      test.setTimeout(180_000);
      for (const route of ROUTES) {
        await page.goto(route);
        await waitForPage(page);
        // Soft: one run lists every route that fails, not just the first.
        await expectNoSidewaysScroll(page, true);
        await expectNoSeriousA11yViolations(page, true);
      }
    });
  });
}

test.describe('the navigation drawer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the menu button, closes with Escape, and closes on navigation', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Payments', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await nav.getByRole('link', { name: 'Payments', exact: true }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(nav).toBeHidden();
  });
});

test.describe('as INSPECTOR', () => {
  test.use({ storageState: storageStatePath('INSPECTOR') });

  for (const size of WIDTHS) {
    test(`'Register Inspection' is not offered at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const path of ['/', '/dashboard', '/inspections']) {
        await page.goto(path);
        await waitForPage(page);
        await expect(page.getByText('Register Inspection', { exact: false })).toHaveCount(0);
      }
    });
  }
});

// Issue 28 point 11: the pages it names never scroll the page sideways, at both widths.
for (const size of WIDTHS) {
  test.describe(`daily screens at ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the schedule, an installer profile, View Inspections and Alerts fit the width', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/installers');
      await waitForPage(page);
      const profile = await rowLink(page.getByRole('main')).first().getAttribute('href');
      for (const path of [
        '/schedule?view=week',
        '/schedule',
        profile!,
        '/view-inspections',
        '/alerts',
      ]) {
        await page.goto(path);
        await waitForPage(page);
        await expectNoSidewaysScroll(page, true);
      }
    });
  });
}

test.describe('the schedule on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the week reads as a day agenda', async ({ page }) => {
    await page.goto('/schedule?view=week');
    await waitForPage(page);
    await expect(page.getByRole('grid', { name: 'Week calendar' })).toBeHidden();
    const agenda = page.getByRole('list', { name: 'Week agenda' });
    await expect(agenda.getByRole('heading', { level: 3 })).toHaveCount(7);
    await expectNoSidewaysScroll(page);
  });
});

test.describe('the schedule on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the week stays a grid', async ({ page }) => {
    await page.goto('/schedule?view=week');
    await waitForPage(page);
    await expect(page.getByRole('grid', { name: 'Week calendar' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Week agenda' })).toBeHidden();
  });
});

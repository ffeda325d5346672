import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import type { Role } from '../src/shared/roles';
import { watchPageForFailureReport } from './failure-report';
import { createSignedInUser, createUser, type FreshUser, type StorageState } from './fresh-users';

export { expect };

export type SignedInUser = FreshUser & { storageState: StorageState };

type NewUser = {
  (role: Role, options: { signedIn: true }): Promise<SignedInUser>;
  (role: Role, options?: { signedIn?: false }): Promise<FreshUser>;
};

type FreshUserFixtures = {
  /**
   * `test.use({ freshUser: 'COORDINATOR' })`: each test's page is signed in as a
   * new user of that role, made for that test alone. Without it tests run as the
   * demo ADMIN (playwright.config.ts) or the storageState they test.use().
   */
  freshUser: Role | undefined;
  /** The new user the test runs as; only with `freshUser`. */
  user: SignedInUser;
  /**
   * Makes another new user: `signedIn: true` adds a storage state for
   * `browser.newContext({ storageState })`; without it only credentials, for
   * tests that sign in through the login page.
   */
  newUser: NewUser;
  freshAccount: SignedInUser | null;
};

export const test = base.extend<FreshUserFixtures>({
  freshUser: [undefined, { option: true }],
  freshAccount: async ({ freshUser }, use, testInfo) => {
    await use(freshUser ? await createSignedInUser(freshUser, label(testInfo.title)) : null);
  },
  user: async ({ freshAccount }, use) => {
    if (!freshAccount) throw new Error("The user fixture needs test.use({ freshUser: '<ROLE>' })");
    await use(freshAccount);
  },
  storageState: async ({ freshAccount, storageState }, use) => {
    await use(freshAccount?.storageState ?? storageState);
  },
  page: async ({ page }, use, testInfo) => {
    const reportIfFailed = watchPageForFailureReport(page);
    await use(page);
    await reportIfFailed(testInfo);
  },
  // Playwright reads which fixtures a fixture needs from this pattern: here none.
  // eslint-disable-next-line no-empty-pattern
  newUser: async ({}, use, testInfo) => {
    const newUser = (role: Role, options?: { signedIn?: boolean }) =>
      options?.signedIn
        ? createSignedInUser(role, label(testInfo.title))
        : createUser(role, label(testInfo.title));
    await use(newUser as NewUser);
  },
});

/** A short name part from the test title, so a user in a list says which test made it. */
const label = (title: string) =>
  title
    .split(/\s+/)
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** Fails on any serious or critical accessibility violation. */
export async function expectNoSeriousA11yViolations(page: Page, soft = false) {
  // axe blends opacity into contrast, so a toast still fading in reads as unreadable text:
  // let every finite animation (toasts, dialogs) end first. Endless ones (spinners) are left.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Only violations are read, so axe is told to skip collecting passes and inapplicable rules:
  // the same rules run and find the same violations, 20-30% quicker a page (measured on
  // /view-inspections, /dashboard and /installers).
  // Legacy mode runs axe.run in the page itself. The default runs axe per frame, then opens a
  // blank page to merge the results: 2.3 to 2.8 times slower a page (4.4-8.2 s against
  // 1.8-3.3 s on /view-inspections, /dashboard and /installers, each three times, interleaved).
  // Both found the same violations in a page given a faint text, an image without alt and a
  // same-origin frame with an unnamed button; what legacy mode leaves out is cross-origin
  // frames, and the app has none (its CSP allows only its own).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  // Soft checks let a sweep over many routes report every page that fails, not just the first.
  const check = soft ? expect.soft : expect;
  check(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    page.url(),
  ).toEqual([]);
}

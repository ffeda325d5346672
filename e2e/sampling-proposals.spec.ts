import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Issue 30 point 6: a coordinator opens the current quarter's proposals, draws them if no seed
 * is stored yet, accepts three (two ticked together, one on its own) and finds each in the
 * pending queue by its address; at 1440 and 390 px.
 */
test.use({ freshUser: 'COORDINATOR' });
test.describe.configure({ timeout: 120_000, mode: 'serial' });

/** The current quarter's proposals, drawn once (a later test finds the seed stored). */
async function openProposals(page: Page) {
  await page.goto('/sampling/proposals');
  await expect(page.getByRole('heading', { name: 'Inspection Proposals', level: 1 })).toBeVisible();
  const draw = page.getByRole('button', { name: 'Draw proposals' });
  const seed = page.getByText(/^Seed \d+, drawn /);
  await expect(draw.or(seed)).toBeVisible({ timeout: 20_000 });
  if (await draw.isVisible()) await draw.click();
  await expect(seed).toBeVisible({ timeout: 20_000 });
}

/** The address line shown for a proposal, e.g. '12 Acacia Avenue'. */
async function addressOf(page: Page, umr: string) {
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Accept ${umr}` }) });
  const line = (await row.locator('p').first().textContent()) ?? '';
  return line.split(',')[0]!.trim();
}

async function acceptThree(page: Page) {
  await openProposals(page);
  const accepts = page.getByRole('button', { name: /^Accept (?!selected)/ });
  await expect(accepts.first()).toBeVisible();
  expect(await accepts.count()).toBeGreaterThanOrEqual(3);
  const umrs: string[] = [];
  for (let i = 0; i < 3; i++) {
    const name = (await accepts.nth(i).getAttribute('aria-label')) ?? '';
    umrs.push(name.replace(/^Accept /, ''));
  }
  const addresses = [];
  for (const umr of umrs) addresses.push(await addressOf(page, umr));
  await expectNoSeriousA11yViolations(page);

  // Two ticked and accepted together, then the third on its own; the toasts give the references.
  await page.getByRole('checkbox', { name: new RegExp(`^Select ${umrs[0]},`) }).check();
  await page.getByRole('checkbox', { name: new RegExp(`^Select ${umrs[1]},`) }).check();
  await page.getByRole('button', { name: 'Accept selected (2)' }).click();
  const both = page.getByText(/^2 inspections added to the pending queue: INS-/);
  // On a shared machine the plan behind an acceptance can take several seconds.
  await expect(both).toBeVisible({ timeout: 30_000 });
  const bothText = (await both.textContent()) ?? '';
  await page.getByRole('button', { name: `Accept ${umrs[2]}` }).click();
  const one = page.getByText(/^Inspection INS-\S+ added to the pending queue$/);
  await expect(one).toBeVisible({ timeout: 30_000 });
  const oneText = (await one.textContent()) ?? '';
  for (const umr of umrs)
    await expect(page.getByRole('button', { name: `Accept ${umr}` })).toHaveCount(0, {
      timeout: 30_000,
    });
  const references = [
    ...bothText.matchAll(/INS-\d{4}-\d+/g),
    ...oneText.matchAll(/INS-\d{4}-\d+/g),
  ].map((m) => m[0]);
  expect(references).toHaveLength(3);
  return { references, addresses };
}

/** Searches the pending queue by reference: one result, at the proposed measure's address. */
async function findInPendingQueue(page: Page, reference: string, addresses: string[]) {
  await page.goto('/inspections/pending');
  await expect(page.getByRole('heading', { name: 'Pending Inspections', level: 1 })).toBeVisible();
  await page.getByRole('main').getByLabel('Search', { exact: true }).fill(reference);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  const main = page.getByRole('main');
  // The phone shows cards where the desktop shows the table: look at what is shown.
  await expect(main.getByText(reference).filter({ visible: true }).first()).toBeVisible();
  await expect(
    main
      .getByText(new RegExp(addresses.map(escape).join('|')))
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const width of [1440, 390] as const) {
  test(`at ${width} px: accept three proposals and find them in the pending queue`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const { references, addresses } = await acceptThree(page);
    if (width === 390) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    for (const reference of references) await findInPendingQueue(page, reference, addresses);
  });
}

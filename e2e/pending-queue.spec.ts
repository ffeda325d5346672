import { buildSinglePageForm } from '../src/server/db/inspection-factories';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { createUser, demoAdminRequest } from './fresh-users';

/**
 * Issue 28 point 9: the pending queue's search and filters, and 'Assign to
 * inspector' for several selected rows (docs/pending-queue.md), at 1440 and 390 px.
 */
test.use({ freshUser: 'COORDINATOR' });
test.describe.configure({ timeout: 90_000 });

/** Three open inspections on a street of their own: two for `from`, one nobody's. */
async function registerThree(street: string, inspectorName: string) {
  const admin = await demoAdminRequest();
  try {
    for (const name of [inspectorName, inspectorName, '']) {
      const response = await admin.post('/trpc/inspection.createInspectionDirect', {
        data: {
          source: 'SINGLE_PAGE',
          form: buildSinglePageForm({ addressLine1: `${street}`, inspectorName: name }),
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
  } finally {
    await admin.dispose();
  }
}

for (const width of [1440, 390] as const) {
  test(`at ${width} px: search, filter by inspector, select two and assign them`, async ({
    page,
  }, testInfo) => {
    const isPhone = width === 390;
    await page.setViewportSize({ width, height: isPhone ? 844 : 900 });
    const label = `Queue${width}`;
    const [from, to] = [await createUser('INSPECTOR', label), await createUser('INSPECTOR', label)];
    const street = `${Date.now()}${testInfo.workerIndex} Quillfeather Lane`;
    await registerThree(street, from.name);

    await page.goto('/inspections/pending');
    await expect(
      page.getByRole('heading', { name: 'Pending Inspections', level: 1 }),
    ).toBeVisible();
    const summary = page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
    await page.getByRole('main').getByLabel('Search', { exact: true }).fill(street.toUpperCase());
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByText('Showing 1 to 3 of 3 results')).toBeVisible();

    // On a phone the filters wait behind a toggle, which counts the ones on.
    if (isPhone) {
      await expect(page.getByLabel('Inspector', { exact: true })).toBeHidden();
      await page.getByRole('button', { name: 'Filters (1)' }).click();
    }
    await page.getByLabel('Inspector', { exact: true }).selectOption({ label: from.name });
    await expect(page).toHaveURL(new RegExp(`inspector=${from.id}`));
    await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
    // A reload keeps the filters.
    await page.reload();
    await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Search', { exact: true })).toHaveValue(
      street.toUpperCase(),
    );

    // Pick both rows, one by one, with the keyboard on the first.
    const rows = isPhone
      ? page.getByRole('list', { name: 'Pending inspections' })
      : page.getByRole('table', { name: 'Pending inspections' });
    const boxes = rows.getByRole('checkbox', { name: /^Select policy / });
    await expect(boxes).toHaveCount(2);
    await boxes.nth(0).focus();
    await page.keyboard.press('Space');
    await boxes.nth(1).check();
    await expect(page.getByText('2 selected')).toBeVisible();

    const assign = page.getByRole('button', { name: 'Assign to inspector (2)' });
    await expect(assign).toBeInViewport();
    await assign.click();
    const dialog = page.getByRole('dialog', { name: 'Assign to inspector' });
    await dialog.getByRole('button', { name: 'Assign 2 inspections' }).click();
    await expect(dialog.getByText('Choose an inspector from the list')).toBeVisible();
    await dialog.getByLabel('Inspector').selectOption({ label: to.name });
    await dialog.getByRole('button', { name: 'Assign 2 inspections' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Assigned 2 inspections to ${to.name}`)).toBeVisible();
    await expect(page.getByText('2 selected')).toHaveCount(0);

    // The list refetched: nothing of the street is left with the first inspector...
    await expect(page.getByText('No pending inspections')).toBeVisible();
    // ...and both are with the second. (A reload folded the phone's filters again.)
    if (isPhone) await page.getByRole('button', { name: 'Filters (2)' }).click();
    await page.getByLabel('Inspector', { exact: true }).selectOption({ label: to.name });
    await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
    await expect(summary).toBeVisible();

    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('main').getByLabel('Search', { exact: true })).toHaveValue('');
    await expect(page).not.toHaveURL(/inspector=|search=/);
  });
}

import { readFile } from 'node:fs/promises';
import { storageStatePath } from './demo-accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// The queue test completes an inspection; the export test counts completed ones: run in order.
test.describe.configure({ mode: 'serial' });

test('updating a status from the pending queue removes it from the queue', async ({ page }) => {
  await page.goto('/inspections/pending');
  await expect(page.getByRole('heading', { name: 'Pending Inspections', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Pending inspections' });
  await expect(table.getByRole('row')).toHaveCount(21); // header + 20 rows
  await expect(page.getByText(/^Showing 1 to 20 of \d+ results$/)).toBeVisible();
  const firstRow = table.getByRole('row').nth(1);
  const reference = (await firstRow.getByRole('link').first().textContent())!.trim();

  await firstRow.getByRole('button', { name: /Update status for policy/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  // Passed needs the checklist answered and signed (decision 012): the queue cancels this one.
  await dialog.getByLabel('Status').selectOption('CANCELLED');
  await dialog.getByLabel('Completion notes').fill('Checked on site, all compliant');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(table.getByRole('link', { name: reference, exact: true })).toHaveCount(0);

  // The detail page shows the change in the history.
  await page.goto(`/view-inspections?search=${reference}`);
  await page.getByRole('link', { name: `View ${reference}` }).click();
  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history).toContainText('Checked on site, all compliant');
  await expectNoSeriousA11yViolations(page);
});

test('the pending filters live in the URL, narrow the list and clear', async ({ page }) => {
  await page.goto('/inspections/pending');
  const summary = page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
  const totalOf = async () => Number((await summary.textContent())!.match(/of (\d+) results/)![1]);
  await expect(summary).toBeVisible();
  const all = await totalOf();
  await page.getByLabel('Measure type').selectOption('RENEWABLE_ENERGY');
  await page.getByLabel('Trigger').selectOption('FOLLOW_UP');
  await expect(page).toHaveURL(/measureType=RENEWABLE_ENERGY/);
  await expect(page).toHaveURL(/trigger=FOLLOW_UP/);
  await expect.poll(totalOf).toBeLessThan(all);
  await page.reload();
  await expect(page.getByLabel('Measure type')).toHaveValue('RENEWABLE_ENERGY');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Measure type')).toHaveValue('');
  await expect.poll(totalOf).toBeGreaterThanOrEqual(all - 1);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Showing 21 to 40 of \d+ results$/)).toBeVisible();
});

test('on a phone the pending queue and View Inspections are cards with their actions in reach', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inspections/pending');
  // Below md the table is display:none: one copy of each row, as cards.
  await expect(page.getByRole('table', { name: 'Pending inspections' })).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Pending inspections' }).getByRole('listitem');
  await expect(cards).toHaveCount(20);
  const update = cards.first().getByRole('button', { name: /^Update status for policy / });
  await expect(update).toBeVisible();
  const box = (await update.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await update.click();
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto('/view-inspections');
  const view = page
    .getByRole('list', { name: 'Inspections' })
    .getByRole('listitem')
    .first()
    .getByRole('link', { name: /^View INS-/ });
  await expect(view).toBeVisible();
  const viewBox = (await view.boundingBox())!;
  expect(viewBox.x + viewBox.width).toBeLessThanOrEqual(390);
  const reference = (await view.getAttribute('aria-label'))!.replace(/^View /, '');
  await view.click();
  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();
});

test('at 1440 px the row actions sit inside the window', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/view-inspections');
  const table = page.getByRole('table', { name: 'Inspections' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(page.getByRole('list', { name: 'Inspections' })).toHaveCount(0);
  for (const action of [/^View INS-/, /^Edit INS-/]) {
    const link = firstRow.getByRole('link', { name: action });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())!.x + (await link.boundingBox())!.width).toBeLessThanOrEqual(
      1440,
    );
  }
  // The headers sort too, with aria-sort on the th and the one sort naming in the URL.
  await table.getByRole('button', { name: 'Status' }).click();
  await expect(page).toHaveURL(/sort=status/);
  await expect(table.getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page).toHaveURL(/dir=asc/);
  await table.getByRole('button', { name: 'Status' }).click();
  // Descending is this page's default order, so the URL drops dir rather than spell it out.
  await expect(page).not.toHaveURL(/dir=/);
  await expect(table.getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByLabel('Sort by')).toHaveValue('status');

  await page.goto('/inspections/pending');
  const update = page
    .getByRole('table', { name: 'Pending inspections' })
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Update status for policy / });
  await expect(update).toBeVisible();
  const box = (await update.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
});

test('Export CSV downloads the filtered list with the spec columns', async ({ page }) => {
  await page.goto('/view-inspections?tab=completed&search=Ltd');
  await expect(page.getByRole('heading', { name: 'View Inspections', level: 1 })).toBeVisible();
  const summary = page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
  await expect(summary).toBeVisible();
  const total = Number((await summary.textContent())!.match(/of (\d+) results/)![1]);
  expect(total).toBeGreaterThan(20);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inspections-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Property Address,Type,Status,Inspector,Date,Rating');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => /,(Passed|Failed),/.test(line))).toBe(true);
});

test('View Inspections searches, switches tabs and sorts through the URL', async ({ page }) => {
  await page.goto('/view-inspections');
  await page.getByLabel('Search inspections').fill('Ltd');
  await expect(page).toHaveURL(/search=Ltd/);
  await page.getByRole('tab', { name: /Scheduled/ }).click();
  await expect(page).toHaveURL(/tab=scheduled/);
  await page.getByLabel('Sort by').selectOption('location');
  await expect(page).toHaveURL(/sort=location/);
  const rows = page.getByRole('table', { name: 'Inspections' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Ltd');
  await page.reload();
  await expect(page.getByLabel('Search inspections')).toHaveValue('Ltd');
  await expect(page.getByRole('tab', { name: /Scheduled/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
});

test('the hub and the checklist reference are reachable', async ({ page }) => {
  await page.goto('/inspections');
  await expect(page.getByRole('heading', { name: 'Inspections', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Inspection actions' })
    .getByRole('link', { name: 'Measure Checklists' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Measure-Specific Document & Photo Checklists' }),
  ).toBeVisible();
  await expect(page.getByText('Status: Pending').first()).toBeVisible();
});

test.describe('the completion rule on the hub', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px an administrator may switch it, a coordinator reads it`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/inspections');
      const rule = page.getByRole('region', { name: 'Completion rule' });
      const box = rule.getByRole('checkbox', {
        name: "Passing or failing an inspection needs the inspector's signature",
      });
      await expect(box).toBeChecked();
      await expect(box).toBeEnabled();

      const coordinator = await browser.newContext({
        storageState: storageStatePath('COORDINATOR'),
        viewport: { width, height: 900 },
      });
      const theirs = await coordinator.newPage();
      await theirs.goto('/inspections');
      const readOnly = theirs.getByRole('region', { name: 'Completion rule' });
      await expect(readOnly.getByRole('checkbox')).toBeDisabled();
      await expect(readOnly).toContainText('Only administrators can change this rule.');
      await coordinator.close();
    });
  }
});

import type { APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** A tRPC mutation over plain HTTP with the page's signed-in user; returns its data. */
async function mutate<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.post(`/trpc/${path}`, {
    data: input,
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

test.describe('as a COORDINATOR running process improvement', () => {
  test.use({ freshUser: 'COORDINATOR' });

  test('creates an initiative with the spec defaults, votes and undoes, comments', async ({
    page,
  }) => {
    const title = `Digital checklists ${Date.now()}`;
    await page.goto('/improvements');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Process Improvement' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'New Initiative' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Initiative' });
    const create = dialog.getByRole('button', { name: 'Create Initiative' });
    await expect(dialog.getByLabel('Category')).toHaveValue('efficiency');
    await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Title').fill(title);
    await expect(create).toBeDisabled(); // the description is still blank
    await dialog.getByLabel('Description').fill('   ');
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Description').fill('Replace paper checklists with the app.');
    await dialog.getByLabel('Expected impact').fill('Half the admin time');
    await create.click();
    await expect(page.getByText(`Initiative "${title}" created successfully!`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Reopened, the form is back to its defaults.
    await page.getByRole('button', { name: 'New Initiative' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Initiatives' }).click();
    await expect(page).toHaveURL(/tab=initiatives/);
    const card = page.getByTestId('initiative-card').filter({ hasText: title });
    await expect(card).toContainText(/INIT-\d{4}-\d{3}/);
    await expect(card).toContainText('Half the admin time');
    const vote = card.getByRole('button', { name: `Vote for ${title}` });
    await vote.click();
    const unvote = card.getByRole('button', { name: `Remove vote from ${title}` });
    await expect(unvote).toHaveAttribute('aria-pressed', 'true');
    await expect(unvote).toContainText('(1)');
    await unvote.click();
    await expect(card.getByRole('button', { name: `Vote for ${title}` })).toContainText('(0)');

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: /^Edit Initiative INIT-/ });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await edit.getByLabel('Status').selectOption('in-progress');
    await edit.getByLabel('Progress (%)').fill('40');
    await edit.getByLabel('Start date').fill('2026-03-01');
    await edit.getByLabel('Target date').fill('2026-02-01');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Target date cannot be before the start date')).toBeVisible();
    await edit.getByLabel('Target date').fill('2026-09-30');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('In Progress');
    await expect(card).toContainText('01/03/2026');
    await expect(card.getByRole('progressbar', { name: `Progress of ${title}` })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: new RegExp(title) });
    await details.getByLabel('Add a comment').fill('Start with loft insulation.');
    await details.getByRole('button', { name: 'Post Comment' }).click();
    await expect(details.getByText('Start with loft insulation.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(card.getByRole('button', { name: 'Comment (1)' })).toBeVisible();
  });

  test('suggests, sees similar suggestions while typing, converts one to an initiative', async ({
    page,
  }) => {
    const stamp = Date.now();
    const first = `Tablet photo capture ${stamp}`;
    await page.goto('/improvements?tab=suggestions');
    await page.getByLabel('Title').fill(first);
    await page.getByLabel('Description').fill('Take photos on site with tablets.');
    await page.getByRole('button', { name: 'Submit Suggestion' }).click();
    await expect(page.getByText(`Suggestion "${first}" submitted`)).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');

    await page.getByLabel('Title').fill('photo capture on site');
    const similar = page.getByRole('status', { name: 'Similar suggestions' });
    await expect(similar).toContainText(first);
    await page.getByLabel('Title').fill('');

    const card = page.getByTestId('suggestion-card').filter({ hasText: first });
    await expect(card).toContainText('Under Review');
    await card.getByRole('button', { name: `Vote for ${first}` }).click();
    await expect(card.getByRole('button', { name: `Remove vote from ${first}` })).toContainText(
      '(1)',
    );
    await card.getByRole('button', { name: 'Comment (0)' }).click();
    await card.getByLabel('Add a comment').fill('Tablets already have cameras.');
    await card.getByRole('button', { name: 'Post Comment' }).click();
    await expect(card.getByRole('button', { name: 'Comment (1)' })).toBeVisible();
    await card.getByRole('button', { name: 'Convert to Initiative' }).click();
    await expect(page.getByText(`Initiative "${first}" created successfully!`)).toBeVisible();
    await expect(card).toContainText('Approved');
    await expect(card.getByRole('button', { name: 'Convert to Initiative' })).toBeHidden();

    await card.getByRole('button', { name: 'View the initiative' }).click();
    const details = page.getByRole('dialog', { name: new RegExp(first) });
    await expect(details).toContainText(`From suggestion: "${first}"`);
    await expect(details.getByRole('button', { name: `Remove vote from ${first}` })).toContainText(
      '(1)',
    );
    // The suggestion's comment came along, with its author.
    await expect(details.getByText('Tablets already have cameras.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('pages, searches and sorts initiatives on the server, filters held in the URL', async ({
    page,
  }) => {
    const stamp = Date.now();
    for (let n = 13; n >= 1; n--) {
      await mutate(page.request, 'improvements.initiatives.create', {
        title: `Paging ${stamp} ${String(n).padStart(2, '0')}`,
        description: `Batch ${stamp}`,
      });
    }
    await page.goto('/improvements?tab=initiatives');
    await page.getByLabel('Search initiatives').fill(`paging ${stamp}`);
    await expect(page).toHaveURL(new RegExp(`search=paging\\+${stamp}`));
    const cards = page.getByTestId('initiative-card');
    await expect(page.getByText('Showing 12 of 13 initiatives')).toBeVisible();
    await expect(cards).toHaveCount(12);
    // Newest first: the last one created (01) leads.
    await expect(cards.first()).toContainText(`Paging ${stamp} 01`);
    await page.getByRole('button', { name: 'Load more initiatives' }).click();
    await expect(cards).toHaveCount(13);
    await expect(page.getByText('Showing 13 of 13 initiatives')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more initiatives' })).toBeHidden();

    await page.getByLabel('Sort by', { exact: true }).selectOption('title');
    await expect(page).toHaveURL(/sort=title/);
    await expect(cards.first()).toContainText(`Paging ${stamp} 01`);
    await page.getByLabel('Status', { exact: true }).selectOption('completed');
    await expect(page.getByRole('heading', { name: 'No initiatives match' })).toBeVisible();

    // A reload (or a shared link) shows the same view.
    await page.reload();
    await expect(page.getByLabel('Search initiatives')).toHaveValue(`paging ${stamp}`);
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('title');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('completed');
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await expect(cards).toHaveCount(12);
    // Wildcards are searched for literally.
    await page.getByLabel('Search initiatives').fill(`paging ${stamp}%`);
    await expect(page.getByRole('heading', { name: 'No initiatives match' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('searches suggestions and merges a duplicate into an original found by title', async ({
    page,
  }) => {
    const stamp = Date.now();
    const original = `Van racking ${stamp}`;
    const duplicate = `Shelving in vans ${stamp}`;
    await mutate(page.request, 'improvements.suggestions.create', {
      title: original,
      description: 'Racks so ladders stop sliding.',
    });
    await mutate(page.request, 'improvements.suggestions.create', {
      title: duplicate,
      description: 'Same idea.',
    });
    await page.goto('/improvements?tab=suggestions');
    await page.getByLabel('Search suggestions').fill(String(stamp));
    await expect(page).toHaveURL(new RegExp(`suggestionSearch=${stamp}`));
    const cards = page.getByTestId('suggestion-card');
    await expect(cards).toHaveCount(2);
    const card = cards.filter({ hasText: duplicate });
    await card.getByRole('button', { name: 'Merge as duplicate…' }).click();
    await card.getByLabel('Find the original').fill(`racking ${stamp}`);
    const into = card.getByLabel('Merge as duplicate of');
    await expect(into.locator('option', { hasText: original })).toHaveCount(1);
    await into.selectOption({ label: `${original} (0 votes)` });
    await card.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect(card).toContainText(`Duplicate of "${original}"`);
    await page.getByLabel('Show', { exact: true }).selectOption('duplicate');
    await expect(page).toHaveURL(/suggestionStatus=duplicate/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(duplicate);
  });

  test('renames and deletes a hand-entered metric; edits a measured metric’s target', async ({
    page,
  }) => {
    const name = `Callbacks ${Date.now()}`;
    await page.goto('/improvements?tab=metrics');
    const form = page.getByRole('form', { name: 'Add a metric' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Target').fill('10');
    await form.getByRole('button', { name: 'Add Metric' }).click();
    const card = page.getByTestId('metric-card').filter({ hasText: name });
    await card.getByLabel('New value').fill('14');
    await card.getByRole('button', { name: 'Record' }).click();
    await expect(card).toContainText('14');

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit Metric "${name}"` });
    await edit.getByLabel('Name').fill(`${name} per week`);
    await edit.getByLabel('Unit').fill('calls');
    await edit.getByRole('button', { name: 'Save Metric' }).click();
    await expect(edit).toBeHidden();
    const renamed = page.getByTestId('metric-card').filter({ hasText: `${name} per week` });
    await expect(renamed).toContainText('14 calls');

    await renamed.getByRole('button', { name: `Delete ${name} per week` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete metric "${name} per week"?` });
    await expect(confirm).toContainText('history');
    await confirm.getByRole('button', { name: 'Delete Metric' }).click();
    await expect(page.getByText(`Metric "${name} per week" deleted`)).toBeVisible();
    await expect(page.getByTestId('metric-card').filter({ hasText: name })).toHaveCount(0);

    const pass = page.getByTestId('metric-card').filter({ hasText: 'First-time pass rate' });
    const target = async (value: string) => {
      await pass.getByRole('button', { name: 'Edit target of First-time pass rate' }).click();
      await pass.getByLabel('Target (%)').fill(value);
      await pass.getByRole('button', { name: 'Save Target' }).click();
      await expect(pass).toContainText(`target ${value}%`);
    };
    await target('90');
    await expect(pass.getByRole('button', { name: 'Edit Metric' })).toHaveCount(0);
    await target('95'); // back to the default for the other tests
  });
});

test.describe('as an INSPECTOR', () => {
  test.use({ freshUser: 'INSPECTOR' });

  test('reads the dashboard and metrics but is not offered New Initiative', async ({ page }) => {
    await page.goto('/improvements?tab=metrics');
    await expect(page.getByRole('tab', { name: 'Metrics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('metric-card').first()).toContainText('First-time pass rate');
    await expect(page.getByRole('button', { name: 'New Initiative' })).toHaveCount(0);
    // Reading only: no target, edit or delete controls on the metric cards.
    await expect(page.getByRole('button', { name: /^Edit target of / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Dashboard' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Initiatives' })).toBeFocused();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ freshUser: 'COORDINATOR', viewport: { width: 390, height: 844 } });

  test('every tab fits without sideways scrolling and passes axe', async ({ page }) => {
    for (const tab of ['dashboard', 'initiatives', 'metrics', 'suggestions']) {
      await page.goto(`/improvements?tab=${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toHaveAttribute(
        'aria-controls',
        /.+/,
      );
      await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
});

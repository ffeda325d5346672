import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

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
    await expectNoSeriousA11yViolations(page);
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

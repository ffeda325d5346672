import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// A required-reading post shows a banner to every user of its roles across the portal, so this
// runs in the 'exclusive' project (after the other specs) and deletes its post at the end.
test.describe('required reading', () => {
  test.use({ freshUser: 'COORDINATOR' });

  test('an inspector acknowledges a policy and the author sees the percentage change', async ({
    page,
    browser,
    newUser,
  }) => {
    const reader = await newUser('INSPECTOR', { signedIn: true });
    const title = `Working at height policy ${Date.now()}`;
    await page.goto('/news-updates');
    await page.getByRole('button', { name: 'Create News Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create News Post' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Always use a ladder stand-off.');
    const inspectors = dialog.getByRole('checkbox', { name: 'Inspector' });
    await expect(inspectors).toBeDisabled(); // only policy or urgent posts
    await dialog.getByLabel('Category').selectOption('policy');
    await inspectors.check();
    await dialog.getByRole('button', { name: 'Publish Post' }).click();
    await expect(page.getByText(`News post "${title}" published successfully!`)).toBeVisible();
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByTestId('reading-percent')).toHaveText('0%');
    await expect(page.getByRole('list', { name: 'Not yet acknowledged by' })).toContainText(
      reader.name,
    );
    const postUrl = page.url();

    const context = await browser.newContext({ storageState: reader.storageState });
    const readerPage = await context.newPage();
    await readerPage.goto('/dashboard');
    const banner = readerPage.getByRole('region', { name: 'Required reading' });
    await expect(banner).toContainText(title);
    await banner.getByRole('link', { name: title }).click();
    await expect(readerPage).toHaveURL(postUrl);
    await readerPage.getByRole('button', { name: 'I have read this' }).click();
    await expect(readerPage.getByText('You have acknowledged this post.')).toBeVisible();
    await expectNoSeriousA11yViolations(readerPage);
    await readerPage.goto('/dashboard');
    await expect(readerPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(readerPage.getByRole('region', { name: 'Required reading' })).toHaveCount(0);
    await context.close();

    await page.reload();
    await expect(page.getByTestId('reading-percent')).not.toHaveText('0%');
    await expect(page.getByRole('list', { name: 'Acknowledged by', exact: true })).toContainText(
      reader.name,
    );
    await expect(page.getByRole('list', { name: 'Not yet acknowledged by' })).not.toContainText(
      reader.name,
    );

    // Delete, with a confirmation, so the banner leaves everyone else.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Post' }).click();
    await expect(page.getByText(`News post "${title}" deleted.`)).toBeVisible();
    await expect(page).toHaveURL(/\/news-updates$/);
  });
});

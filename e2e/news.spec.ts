import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The post cards of the list (not the toasts, which are list items too). */
const posts = (page: Page) => page.getByRole('list', { name: 'Posts' }).locator(':scope > li');

test.describe('as a COORDINATOR publishing news', () => {
  test.use({ freshUser: 'COORDINATOR' });

  test('publishes a post; a reader likes and comments on it, and their view counts once', async ({
    page,
    browser,
    newUser,
  }) => {
    const title = `Loft hatch checks ${Date.now()}`;
    await page.goto('/news-updates');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Updates' })).toBeVisible();
    await page.getByRole('button', { name: 'Create News Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create News Post' });
    const publish = dialog.getByRole('button', { name: 'Publish Post' });
    await expect(dialog.getByLabel('Category')).toHaveValue('announcement');
    await expect(dialog.getByLabel('Priority')).toHaveValue('normal');
    await expect(publish).toBeDisabled();
    await dialog.getByLabel('Title').fill(title);
    await expect(publish).toBeDisabled(); // the content is still blank
    await dialog
      .getByLabel('Content')
      .fill('Check the **loft hatch** is insulated.<script>alert(1)</script>');
    await dialog.getByLabel('Tags').fill('loft, hatches , loft');
    await publish.click();
    await expect(page.getByText(`News post "${title}" published successfully!`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = posts(page).filter({ hasText: title });
    await expect(card).toContainText('#loft');
    await expect(card).toContainText('#hatches');
    await expect(card).toContainText('0 views');
    await expectNoSeriousA11yViolations(page);

    // A reader opens it: one view, however often they come back.
    const reader = await newUser('INSPECTOR', { signedIn: true });
    const context = await browser.newContext({ storageState: reader.storageState });
    const readerPage = await context.newPage();
    await readerPage.goto('/news-updates');
    await posts(readerPage)
      .filter({ hasText: title })
      .getByRole('link', { name: `Read more: ${title}` })
      .click();
    await expect(readerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(readerPage.locator('strong', { hasText: 'loft hatch' })).toBeVisible();
    await expect(readerPage.getByTestId('post-views')).toHaveText('1 view');
    await readerPage.reload();
    await expect(readerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(readerPage.getByTestId('post-views')).toHaveText('1 view');

    const like = readerPage.getByRole('button', { name: new RegExp(`^(Like|Unlike) "${title}"`) });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');
    await like.click(); // undo
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toContainText('0');
    await like.click();
    await expect(like).toContainText('1');

    await readerPage.getByLabel('Add a comment').fill('Useful reminder, thanks.');
    await readerPage.getByRole('button', { name: 'Post Comment' }).click();
    await expect(readerPage.getByText('Useful reminder, thanks.')).toBeVisible();
    await expect(readerPage.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await expectNoSeriousA11yViolations(readerPage);
    await context.close();

    // The author sees the reader's view, like and comment; the view count did not rise twice.
    await page.reload();
    const updated = posts(page).filter({ hasText: title });
    await expect(updated).toContainText('1 view');
    await expect(
      updated.getByRole('button', { name: new RegExp(`^Like "${title}" \\(1 like\\)`) }),
    ).toBeVisible();
    await expect(
      updated.getByRole('link', { name: `Comment on "${title}" (1 comment)` }),
    ).toBeVisible();
  });

  test('saves a draft, bookmarks and filters by tag, and works at phone width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const title = `Draft rota ${Date.now()}`;
    await page.goto('/news-updates');
    await page.getByRole('button', { name: 'Create News Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create News Post' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Not ready yet');
    await dialog.getByRole('radio', { name: 'Save as draft' }).check();
    await dialog.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText(`Draft "${title}" saved.`)).toBeVisible();
    await expect(posts(page).filter({ hasText: title })).toHaveCount(0);
    await page.getByRole('button', { name: /^Drafts/ }).click();
    await expect(page).toHaveURL(/view=drafts/);
    await expect(posts(page).filter({ hasText: title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.goto('/news-updates');
    const welcome = posts(page).filter({ hasText: 'Welcome to News & Updates' });
    await welcome.getByRole('button', { name: 'Show posts tagged portal' }).click();
    await expect(page).toHaveURL(/tag=portal/);
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Bookmark "Welcome to News & Updates"' }).click();
    await expect(page.getByText('Saved to your bookmarks')).toBeVisible();
    await page.goto('/news-updates?saved=1');
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Welcome to News & Updates' })).toBeVisible();
  });
});

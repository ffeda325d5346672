import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// A user of their own, so the conversation starts empty and no other test adds to it.
test.use({ freshUser: 'ADMIN' });

test('answers how many inspections are pending and links to the queue with the same number; the conversation survives a reload; Clear empties it', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  const log = panel.getByRole('log');
  await expect(log).toContainText("Hello! I'm your InspectHub assistant.");

  const message = panel.getByLabel('Message');
  await message.fill('how many inspections are pending?');
  await message.press('Shift+Enter');
  await expect(message).toHaveValue('how many inspections are pending?\n');
  await message.press('Enter');
  const answer = log.getByText(/^Assistant: \d+ inspections? (is|are) pending\.$/);
  await expect(answer).toBeVisible();
  const total = Number(/(\d+)/.exec((await answer.textContent()) ?? '')![1]);
  await expect(log).toContainText('Counted: status: Pending, In Progress or Requires Follow-up');
  await expect(log).toContainText('(UK time)');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('assistant-1440.png') });

  await log.getByRole('link', { name: 'Open the pending queue' }).click();
  await expect(page).toHaveURL(/\/inspections\/pending$/);
  await expect(page.getByRole('main')).toContainText(
    `${total} ${total === 1 ? 'inspection' : 'inspections'} awaiting action`,
  );

  await page.reload();
  await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
  await expect(log.getByText(/inspections? (is|are) pending\./)).toBeVisible();

  // A suggestion chip asks its question.
  await log.getByRole('button', { name: 'Which installers are high risk?' }).first().click();
  await expect(log.getByText(/high risk/).last()).toBeVisible();

  await panel.getByRole('button', { name: 'Clear' }).click();
  await expect(log.getByText(/inspections? (is|are) pending\./)).toHaveCount(0);
  await expect(log).toContainText("Hello! I'm your InspectHub assistant.");
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the panel fits the screen and answers', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open AI assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await panel.getByLabel('Message').fill('what can you do?');
    await panel.getByLabel('Message').press('Enter');
    await expect(panel.getByRole('log')).toContainText('I answer from your data');
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('assistant-390.png') });
  });
});

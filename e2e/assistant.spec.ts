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
    await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
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

// Issue 35 (h): three questions through the chat panel; each answer restates its scope with the
// resolved UK dates and links to the page that shows the same figure.
const ukToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const isoShift = (iso: string, days: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const monthName = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
/** '1-27 November 2026', '28 December 2026 - 3 January 2027', as the answer writes them. */
function ukDates(from: string, to: string) {
  const day = (iso: string) => Number(iso.slice(8));
  if (from === to) return `${day(from)} ${monthName(from)} ${from.slice(0, 4)}`;
  if (from.slice(0, 7) === to.slice(0, 7))
    return `${day(from)}-${day(to)} ${monthName(from)} ${from.slice(0, 4)}`;
  if (from.slice(0, 4) === to.slice(0, 4))
    return `${day(from)} ${monthName(from)} - ${day(to)} ${monthName(to)} ${to.slice(0, 4)}`;
  return `${day(from)} ${monthName(from)} ${from.slice(0, 4)} - ${day(to)} ${monthName(to)} ${to.slice(0, 4)}`;
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test("a person's fails this month and 'what is overdue' answer with their scope, dates and links", async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  const log = panel.getByRole('log');
  const message = panel.getByLabel('Message');

  await message.fill('How many did Tom Hughes fail this month?');
  await message.press('Enter');
  const thisMonth = ukDates(`${ukToday.slice(0, 8)}01`, ukToday);
  await expect(
    log.getByText(
      new RegExp(
        `^Assistant: Tom Hughes failed \\d+ inspections? this month \\(${escapeRegExp(thisMonth)}\\)\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(log).toContainText('Counted:');
  await expect(log).toContainText('Tom Hughes');
  await expect(log.getByRole('link', { name: 'View Inspections: Completed' })).toHaveAttribute(
    'href',
    '/view-inspections?tab=completed',
  );

  await message.fill('what is overdue');
  await message.press('Enter');
  await expect(log.getByText(/^Assistant: Overdue as of today:/)).toBeVisible();
  await expect(log).toContainText(/\d+ follow-ups? overdue/);
  await expect(log).toContainText(/\d+ defects? past their due date/);
  await expect(log).toContainText(/\d+ payments? overdue \(£[\d,.]+\)/);
  await expect(log).toContainText(/\d+ installers? overdue for inspection/);
  await expect(log).toContainText('every overdue kind you may see');
  for (const [name, href] of [
    ['Overdue follow-ups', '/followup?tab=overdue'],
    ['Overdue defects', '/defects?overdue=1'],
    ['Overdue payments', '/payments?tab=pending&status=overdue'],
    ['Installers, soonest due first', '/installers?sort=nextDueDate&dir=asc'],
  ] as const)
    await expect(log.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

  await log.getByRole('link', { name: 'Overdue follow-ups', exact: true }).click();
  await expect(page).toHaveURL(/\/followup\?tab=overdue$/);
});

test.describe('as an inspector', () => {
  test.use({ freshUser: 'INSPECTOR' });

  test("'my schedule next week' answers for the inspector alone, Monday to Sunday, and opens that week", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    const log = panel.getByRole('log');
    await panel.getByLabel('Message').fill('my schedule next week');
    await panel.getByLabel('Message').press('Enter');
    const weekday = new Date(`${ukToday}T12:00:00Z`).getUTCDay();
    const nextMonday = isoShift(ukToday, 7 - ((weekday + 6) % 7));
    const nextWeek = ukDates(nextMonday, isoShift(nextMonday, 6));
    await expect(
      log.getByText(
        new RegExp(
          `^Assistant: You have \\d+ visits? next week \\(${escapeRegExp(nextWeek)}\\)\\.`,
        ),
      ),
    ).toBeVisible();
    await expect(log).toContainText('Counted: visits of you; cancelled visits left out');
    await log.getByRole('link', { name: 'Schedule', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule\\?view=week&date=${nextMonday}$`));
  });
});

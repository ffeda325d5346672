import { storageStatePath } from './demo-accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('as an INSPECTOR raising a ticket', () => {
  test.use({ freshUser: 'INSPECTOR' });

  test('a handler replies and adds an internal note; the requester is told, sees the reply only, and reopens it', async ({
    page,
    browser,
  }) => {
    const subject = `Photos will not upload ${Date.now()}`;
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await page.getByRole('button', { name: 'New Support Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Support Ticket' });
    const create = dialog.getByRole('button', { name: 'Create Ticket' });
    await expect(dialog.getByLabel('Category')).toHaveValue('technical');
    await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Subject').fill(subject);
    await expect(create).toBeDisabled(); // the description is still blank
    await dialog.getByLabel('Description').fill('The upload spins and never finishes.');
    await create.click();
    await expect(
      page.getByText(/^Support ticket SUPP-\d{4}-\d{3} created successfully!$/),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    const table = page.getByRole('table', { name: 'Support tickets' });
    await expect(table).toContainText(subject);
    // The clock runs against the first response (business hours; Medium: 8 hours).
    await expect(table).toContainText(/(left|Overdue by .*) to respond/);
    // Requesters see the service levels but cannot change them.
    const levels = page.getByRole('form', { name: 'Service levels' });
    await expect(levels.getByLabel('Medium: first response hours')).toHaveValue('8');
    await expect(levels.getByRole('button', { name: 'Save service levels' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await table.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    const ticketUrl = page.url();
    const reference = (await page.getByText(/^SUPP-\d{4}-\d{3}$/).textContent())!;

    // The demo ADMIN handles tickets: an internal note, a reply, then pending on the requester.
    const staff = await browser.newContext({ storageState: storageStatePath('ADMIN') });
    const handler = await staff.newPage();
    await handler.goto(ticketUrl);
    const reply = handler.getByRole('form', { name: 'Reply' });
    await reply.getByLabel('Internal note (only people who handle tickets see it)').check();
    await reply.getByLabel('Internal note', { exact: true }).fill('Looks like the proxy timeout');
    await reply.getByRole('button', { name: 'Add Note' }).click();
    await expect(handler.getByText('Internal note added')).toBeVisible();
    await reply.getByLabel('Your reply').fill('Please try again now, we raised the limit.');
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await expect(handler.getByRole('list', { name: 'Conversation' })).toContainText(
      'Please try again now',
    );
    await handler.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect(handler.getByRole('list', { name: 'History' })).toContainText(
      'changed status from Open to Pending',
    );
    await staff.close();

    await page.reload();
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation).toContainText('Please try again now, we raised the limit.');
    await expect(conversation).not.toContainText('proxy timeout');
    await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
    // The staff reply met the first response; pending on the requester stops the resolution clock.
    await expect(page.getByText(/^Paused: .+ left to resolve$/)).toBeVisible();
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(
      `Reply on ${reference}`,
    );
    await page.keyboard.press('Escape');

    await page.getByLabel('Your reply').fill('Worked, thank you.');
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await expect(page.getByRole('list', { name: 'History' })).toContainText(
      'changed status from Pending to Open',
    );
  });
});

test('View and Reply open the ticket, Reply at the reply box', async ({ page }) => {
  await page.goto('/support');
  await page.getByRole('button', { name: 'New Support Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Support Ticket' });
  const subject = `Billing question ${Date.now()}`;
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Category').selectOption('billing');
  await dialog.getByLabel('Description').fill('Which invoice covers October?');
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(subject);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole('table', { name: 'Support tickets' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: /^Reply to SUPP-/ }).click();
  await expect(page.getByLabel('Your reply')).toBeFocused();
  await page.goBack();
  await table.getByRole('link', { name: /^View SUPP-/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Billing & Payments')).toBeVisible();
});

test('an ADMIN changes the service levels, and a target after the resolution is refused', async ({
  page,
}) => {
  await page.goto('/support');
  const levels = page.getByRole('form', { name: 'Service levels' });
  const urgentFirst = levels.getByLabel('Urgent: first response hours');
  await expect(urgentFirst).toHaveValue(/\d+/);
  const before = await urgentFirst.inputValue();
  await urgentFirst.fill('99');
  await levels.getByRole('button', { name: 'Save service levels' }).click();
  await expect(levels).toContainText('A first response cannot be due after the resolution');
  const changed = String(Number(before) === 2 ? 1 : 2);
  await urgentFirst.fill(changed);
  await levels.getByRole('button', { name: 'Save service levels' }).click();
  await expect(page.getByText('Service levels saved')).toBeVisible();
  await expect(urgentFirst).toHaveValue(changed);
  await urgentFirst.fill(before);
  const saved = page.waitForResponse((r) => r.url().includes('support.sla.save') && r.ok());
  await levels.getByRole('button', { name: 'Save service levels' }).click();
  await saved;
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Service levels' }).getByLabel('Urgent: first response hours'),
  ).toHaveValue(before);
});

test('a handler merges a duplicate into the original after confirming', async ({ page }) => {
  const stamp = Date.now();
  const raise = async (subject: string, description: string) => {
    await page.goto('/support');
    await page.getByRole('button', { name: 'New Support Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Support Ticket' });
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    const notice = page.getByText(/^Support ticket SUPP-\d{4}-\d{3,} created successfully!$/);
    return (await notice.textContent())!.split(' ')[2]!;
  };
  const original = await raise(`Sync fails ${stamp}`, 'Since this morning');
  await raise(`Sync broken ${stamp}`, 'Same here from the van');
  await page
    .getByRole('table', { name: 'Support tickets' })
    .getByRole('link', { name: `Sync broken ${stamp}` })
    .click();
  await page.getByLabel('Merge into ticket').fill(original.toLowerCase());
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: new RegExp(`into ${original}\\?$`) });
  await confirm.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Sync fails ${stamp}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(
    'Same here from the van',
  );
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    /merged SUPP-.* into this ticket/,
  );
});

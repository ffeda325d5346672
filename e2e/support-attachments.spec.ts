import { readFile } from 'node:fs/promises';
import { storageStatePath } from './demo-accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const PDF = Buffer.from('%PDF-1.7\n% e2e support attachment\n%%EOF\n');
const LOG = Buffer.from('12:00 upload started\n12:01 timeout\n');

test.describe('attachments and watchers on a phone', () => {
  test.use({ freshUser: 'INSPECTOR', viewport: { width: 390, height: 844 } });

  test('a requester attaches files to a reply (a refused file keeps the text); the handler downloads it and watches', async ({
    page,
    browser,
  }) => {
    const subject = `Upload log ${Date.now()}`;
    await page.goto('/support');
    await page.getByRole('button', { name: 'New Support Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Support Ticket' });
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Description').fill('The upload times out.');
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await expect(dialog).toBeHidden();
    await page.locator('a:visible', { hasText: subject }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    const ticketUrl = page.url();

    const reply = page.getByRole('form', { name: 'Reply' });
    await reply.getByLabel('Your reply').fill('Here is the log and the report.');
    // An HTML page renamed .pdf: the server reads its bytes and refuses it; the text stays.
    await reply
      .getByLabel('Attach files')
      .setInputFiles([
        { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>hi</html>') },
      ]);
    const chosen = reply.getByRole('list', { name: 'Files to send' });
    await expect(chosen).toContainText('report.pdf');
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await expect(reply.getByRole('alert')).toContainText(
      'report.pdf: Only PDF, PNG, JPEG, GIF, WEBP, plain text (.txt), DOCX or XLSX files can be attached',
    );
    await expect(reply.getByLabel('Your reply')).toHaveValue('Here is the log and the report.');
    await reply.getByRole('button', { name: 'Remove report.pdf' }).click();
    await expect(reply.getByRole('alert')).toHaveCount(0);

    // Several at once.
    await reply.getByLabel('Attach files').setInputFiles([
      { name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'upload.txt', mimeType: 'text/plain', buffer: LOG },
    ]);
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(chosen).toContainText('upload.txt');
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await expect(page.getByText('Reply sent')).toBeVisible();
    await expect(reply.getByLabel('Your reply')).toHaveValue('');
    const conversation = page.getByRole('list', { name: 'Conversation' });
    const files = conversation.getByRole('list', { name: 'Attachments' });
    await expect(files).toContainText('report.pdf');
    await expect(files).toContainText('upload.txt');

    // A file on the ticket itself, without a reply: shown with the description.
    const ticketFiles = page.getByRole('form', { name: 'Files on the ticket' });
    await ticketFiles
      .getByLabel('Choose files')
      .setInputFiles([
        { name: 'steps.txt', mimeType: 'text/plain', buffer: Buffer.from('1. open\n2. upload\n') },
      ]);
    await ticketFiles.getByRole('button', { name: 'Add to Ticket' }).click();
    await expect(page.getByText('File added')).toBeVisible();
    await expect(conversation.getByRole('listitem').first()).toContainText('steps.txt');

    // The demo ADMIN handles tickets: downloads the requester's file and watches the ticket.
    const staff = await browser.newContext({
      storageState: storageStatePath('ADMIN'),
      viewport: { width: 390, height: 844 },
    });
    const handler = await staff.newPage();
    await handler.goto(ticketUrl);
    const link = handler
      .getByRole('list', { name: 'Conversation' })
      .getByRole('link', { name: 'report.pdf' });
    await expect(link).toBeVisible();
    const downloading = handler.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('report.pdf');
    expect((await readFile(await download.path())).equals(PDF)).toBe(true);

    await expect(handler.getByText('No one is watching this ticket.')).toBeVisible();
    await handler.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(handler.getByText(/^1 person is watching: /)).toBeVisible();
    await expect(handler.getByRole('button', { name: 'Unwatch' })).toBeVisible();
    expect(await handler.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await staff.close();

    // The requester sees who watches.
    await page.reload();
    await expect(page.getByText(/^1 person is watching: /)).toBeVisible();
  });
});

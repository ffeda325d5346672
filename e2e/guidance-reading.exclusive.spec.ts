import JSZip from 'jszip';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function docxWith(text: string) {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

// Assigning a guidance document to a role notifies every member of it (the demo users too),
// so this runs in the 'exclusive' project, after the specs that count notifications, and
// deletes its document at the end.
test.describe('guidance required reading', () => {
  test.use({ freshUser: 'COORDINATOR' });

  test('inspectors are told when a document is assigned and on a major version, and acknowledge it', async ({
    page,
    browser,
    newUser,
  }) => {
    const reader = await newUser('INSPECTOR', { signedIn: true });
    const title = `Damp survey procedure ${Date.now()}`;
    await page.goto('/guidance-docs');
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('How to survey for damp before insulating.');
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'damp.docx', mimeType: DOCX_MIME, buffer: await docxWith('damp') });
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    const card = page
      .getByRole('list', { name: 'Documents' })
      .getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Details' }).click();
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(card.getByRole('button', { name: 'Unpublish' })).toBeVisible();

    // Required reading for inspectors, from Edit Details.
    await card.getByRole('button', { name: 'Edit Details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Details' });
    await edit.getByRole('checkbox', { name: 'Inspector' }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    const reading = card.getByRole('region', { name: `Required reading of ${title}` });
    await expect(reading).toContainText('0% acknowledged');

    // The inspector is told, follows the link and acknowledges version 1.0.
    const context = await browser.newContext({ storageState: reader.storageState });
    const readerPage = await context.newPage();
    await readerPage.goto('/alerts');
    const told = readerPage
      .getByRole('list', { name: 'Notifications list' })
      .getByRole('listitem')
      .filter({ hasText: `Required reading: ${title}` });
    await expect(told).toContainText('is required reading for your role');
    await told.getByRole('link', { name: `Open: Required reading: ${title}` }).click();
    await expect(readerPage).toHaveURL(/\/guidance-docs\?q=DOC-\d{4}-\d{3,}/);
    const readerCard = readerPage
      .getByRole('list', { name: 'Documents' })
      .getByRole('article', { name: title });
    await readerCard.getByRole('button', { name: 'Details' }).click();
    await readerCard.getByRole('button', { name: 'I have read version 1.0' }).click();
    await expect(readerCard).toContainText('You acknowledged version 1.0.');
    await expectNoSeriousA11yViolations(readerPage);

    // A major version asks again, and says so.
    await card.getByRole('button', { name: 'New Version' }).click();
    const version = page.getByRole('dialog', { name: 'Upload New Version' });
    await version.getByLabel('Change note').fill('New moisture meter readings');
    await version.getByLabel('Major version (2.0 rather than 1.1)').check();
    await version
      .getByLabel('File')
      .setInputFiles({ name: 'damp-2.docx', mimeType: DOCX_MIME, buffer: await docxWith('v2') });
    await version.getByRole('button', { name: 'Upload Version' }).click();
    await expect(version).toBeHidden();
    await readerPage.goto('/alerts');
    await expect(
      readerPage
        .getByRole('list', { name: 'Notifications list' })
        .getByRole('listitem')
        .filter({ hasText: `New version to read: ${title}` }),
    ).toContainText('2.0');
    await context.close();

    // Deleted, so no one else is asked to read it.
    await card.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete document?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(`Document "${title}" deleted.`)).toBeVisible();
  });
});

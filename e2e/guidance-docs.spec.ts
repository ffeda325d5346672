import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** A small real DOCX whose only paragraph is `text`. */
async function docxWith(text: string) {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const documents = (page: Page) => page.getByRole('list', { name: 'Documents' });

test.describe('as a COORDINATOR in the guidance library', () => {
  test.use({ freshUser: 'COORDINATOR' });

  test('uploads a document, downloads it (the count rises), uploads a new version and finds it by a word inside', async ({
    page,
  }) => {
    const stamp = Date.now();
    const title = `Cavity wall checklist ${stamp}`;
    const word = `zorblatt${stamp}`;
    const first = await docxWith(`Inspect the ${word} cavity ties before sign-off.`);
    await page.goto('/guidance-docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Guidance Documents' })).toBeVisible();

    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await expect(dialog.getByLabel('Category')).toHaveValue('procedures');
    await expect(dialog.getByLabel('Document Type')).toHaveValue('guide');
    const submit = dialog.getByRole('button', { name: 'Upload Document' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('What to check on cavity walls.');
    await dialog.getByLabel('Category').selectOption('checklists');
    await dialog.getByLabel('Tags (comma-separated)').fill('cavity, walls , cavity');
    // An HTML page renamed .pdf is refused from its bytes.
    await dialog.getByLabel('File').setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><p>not a pdf</p>'),
    });
    await submit.click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Only PDF, DOCX and XLSX files can be uploaded.',
    );
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'cavity.docx', mimeType: DOCX_MIME, buffer: first });
    await submit.click();
    await expect(page.getByText(`Document "${title}" uploaded successfully!`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = documents(page).getByRole('article', { name: title });
    await expect(card).toContainText('Checklists');
    await expect(card).toContainText('cavity');
    await expect(card).toContainText('walls');
    await expect(card.getByTestId('download-count')).toHaveText('0');
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: `Download ${title}` }).click();
    await expect(page.getByText(`Downloading ${title}...`)).toBeVisible();
    const download = await downloading;
    expect((await readFile(await download.path())).equals(first)).toBe(true);
    await expect(card.getByTestId('download-count')).toHaveText('1');

    // A new version: both stay in the history, the list shows the current one.
    await card.getByRole('button', { name: 'Details' }).click();
    await card.getByRole('button', { name: 'New Version' }).click();
    const versionDialog = page.getByRole('dialog', { name: 'Upload New Version' });
    await versionDialog.getByLabel('Change note').fill('Added wall ties section');
    await versionDialog.getByLabel('File').setInputFiles({
      name: 'cavity-v2.docx',
      mimeType: DOCX_MIME,
      buffer: await docxWith(`Inspect the ${word} cavity ties and the weep vents.`),
    });
    await versionDialog.getByRole('button', { name: 'Upload Version' }).click();
    await expect(versionDialog).toBeHidden();
    const history = card.getByRole('region', { name: `Versions of ${title}` });
    await expect(history).toContainText('Version 1.1');
    await expect(history).toContainText('Added wall ties section');
    await expect(history).toContainText('Version 1.0');
    await expect(card).toContainText('Version: 1.1');

    // Published (required reading and its notifications: guidance-reading.exclusive.spec.ts).
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(card.getByRole('button', { name: 'Unpublish' })).toBeVisible();

    // Found by a word that is only inside the file, with where it matched.
    await page.getByLabel('Search documents').fill(word);
    await page.getByLabel('Search documents').press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(documents(page).getByRole('article')).toHaveCount(1);
    await expect(documents(page).getByRole('article', { name: title })).toContainText(
      'In the file:',
    );
    await page.getByLabel('Sort by').selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1440,
    );
  });
});

test.describe('owner, edit details and delete', () => {
  test.use({ freshUser: 'COORDINATOR' });

  test('a publisher picks the owner and review date, edits the details and deletes the document', async ({
    page,
    newUser,
  }) => {
    const owner = await newUser('INSPECTOR');
    const stamp = Date.now();
    const title = `Loft hatch guide ${stamp}`;
    await page.goto('/guidance-docs');
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('How to insulate a loft hatch.');
    await expect(dialog.getByLabel('Owner')).toHaveValue('');
    await dialog.getByLabel('Owner').selectOption({ label: owner.name });
    await dialog.getByLabel('Review by').fill('2020-01-31');
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'hatch.docx', mimeType: DOCX_MIME, buffer: await docxWith('hatch') });
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    await expect(page.getByText(`Document "${title}" uploaded successfully!`)).toBeVisible();
    const card = documents(page).getByRole('article', { name: title });
    await expect(card).toContainText('Review overdue');
    await card.getByRole('button', { name: 'Details' }).click();
    await expect(card).toContainText(`Owner: ${owner.name}`);
    await expect(card).toContainText('Review by: 31/01/2020');

    // Edit Details: title, category, tags, review date.
    await card.getByRole('button', { name: 'Edit Details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Details' });
    await expect(edit.getByLabel('Owner')).toHaveValue(/.+/);
    const edited = `Loft hatch procedure ${stamp}`;
    await edit.getByLabel('Title').fill(edited);
    await edit.getByLabel('Category').selectOption('safety');
    await edit.getByLabel('Tags (comma-separated)').fill('loft, hatch');
    await edit.getByLabel('Review by').fill('2040-06-30');
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`Document "${edited}" updated.`)).toBeVisible();
    await expect(edit).toBeHidden();
    const editedCard = documents(page).getByRole('article', { name: edited });
    await expect(editedCard).toContainText('Safety');
    await expect(editedCard).toContainText('hatch');
    await expect(editedCard).not.toContainText('Review overdue');

    // Delete, after a confirmation (Cancel first keeps it).
    // The same card, its details still open.
    await editedCard.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete document?' });
    await expect(confirm).toContainText(edited);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(editedCard).toBeVisible();
    await editedCard.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Document "${edited}" deleted.`)).toBeVisible();
    await expect(documents(page).getByRole('article', { name: edited })).toHaveCount(0);
  });
});

test.describe('as an INSPECTOR', () => {
  test.use({ freshUser: 'INSPECTOR' });

  test('uploads a draft with no owner picker, edits it, and cannot touch a published one', async ({
    page,
  }) => {
    const title = `Inspector draft ${Date.now()}`;
    await page.goto('/guidance-docs');
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await expect(dialog.getByLabel('Owner')).toHaveCount(0);
    await expect(dialog.getByLabel('Review by')).toHaveCount(0);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('My notes.');
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'n.docx', mimeType: DOCX_MIME, buffer: await docxWith('notes') });
    await dialog.getByRole('button', { name: 'Upload Document' }).click();
    const card = documents(page).getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Details' }).click();
    await card.getByRole('button', { name: 'Edit Details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Details' });
    await expect(edit.getByLabel('Owner')).toHaveCount(0);
    await edit.getByLabel('Description').fill('My edited notes.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(card).toContainText('My edited notes.');
    await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();

    // A seeded, published document: no edit, no delete.
    await page.getByLabel('Search documents').fill('Working at Height Safety Guide');
    await page.getByLabel('Search documents').press('Enter');
    await expect(page).toHaveURL(/q=Working/);
    await expect(documents(page).getByRole('article')).toHaveCount(1);
    const seeded = documents(page).getByRole('article', { name: 'Working at Height Safety Guide' });
    await seeded.getByRole('button', { name: 'Details' }).click();
    await expect(seeded.getByRole('region', { name: /Versions of/ })).toBeVisible();
    await expect(seeded.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
    await expect(seeded.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });
});

test.describe('at 390 px', () => {
  test.use({ freshUser: 'INSPECTOR', viewport: { width: 390, height: 844 } });

  test('the library fits a phone', async ({ page }) => {
    await page.goto('/guidance-docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Guidance Documents' })).toBeVisible();
    await expect(page.getByLabel('Category')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('as an ADMIN', () => {
  test.use({ freshUser: 'ADMIN' });

  test('adds, searches, edits and deletes an FAQ entry; edits the contact details; downloads the user guide', async ({
    page,
  }) => {
    const tag = Date.now();
    const question = `How do I rotate photos ${tag}?`;
    await page.goto('/support');
    const tabs = page.getByRole('tablist', { name: 'Support sections' });
    await expect(tabs.getByRole('tab')).toHaveText(['Tickets', 'FAQ', 'Contact', 'Resources']);
    // Keyboard: arrow keys move between tabs and the tab is kept in the URL.
    await tabs.getByRole('tab', { name: 'Tickets' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]tab=faq/);

    // The defaults every tenant starts with.
    const faq = page.getByRole('tabpanel', { name: 'FAQ' });
    for (const category of ['Getting Started', 'Inspections', 'Reports & Data'])
      await expect(faq.getByRole('heading', { level: 3, name: category })).toBeVisible();
    await faq.getByText('Can I customise report templates?').click();
    await expect(faq.getByText(/Admin users can customise report templates/)).toBeVisible();

    await faq.getByRole('button', { name: 'Add FAQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add FAQ entry' });
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(dialog.getByText('Question is required')).toBeVisible();
    await dialog.getByLabel('Category').fill('Inspections');
    await dialog.getByLabel('Question').fill(question);
    await dialog.getByLabel('Answer').fill('Open the photo and use Rotate before saving.');
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(page.getByText('FAQ entry added')).toBeVisible();
    await expect(dialog).toBeHidden();

    await faq.getByLabel('Search FAQ').fill(`ROTATE PHOTOS ${tag}`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=ROTATE\\+PHOTOS\\+${tag}`));
    await expect(faq.getByRole('listitem')).toHaveCount(1);
    await faq.getByText(question).click();
    await expect(faq.getByText('Open the photo and use Rotate before saving.')).toBeVisible();
    // The search survives a reload: it is in the URL.
    await page.reload();
    await expect(faq.getByRole('listitem')).toHaveCount(1);

    await faq.getByRole('button', { name: `Edit FAQ: ${question}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit FAQ entry' });
    await edit.getByLabel('Answer').fill('Open the photo, choose Rotate, then Save.');
    await edit.getByRole('button', { name: 'Save FAQ' }).click();
    await expect(page.getByText('FAQ entry saved')).toBeVisible();
    await faq.getByText(question).click();
    await expect(faq.getByText('Open the photo, choose Rotate, then Save.')).toBeVisible();

    await faq.getByLabel('Search FAQ').fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    // Added last in Inspections: it moves up one place, and no further down than the last.
    const inspections = faq.getByRole('list', { name: 'Inspections' });
    await expect(inspections.getByRole('listitem').last()).toContainText(question);
    await expect(faq.getByRole('button', { name: `Move down: ${question}` })).toBeDisabled();
    await faq.getByRole('button', { name: `Move up: ${question}` }).click();
    await expect(inspections.getByRole('listitem').last()).not.toContainText(question);
    await expect(inspections.getByRole('listitem').nth(-2)).toContainText(question);

    await faq.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete FAQ entry?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('FAQ entry deleted')).toBeVisible();
    await expect(faq.getByText(question)).toHaveCount(0);

    // Contact: the spec's hours by default; the ADMIN sets the e-mail.
    await tabs.getByRole('tab', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/[?&]tab=contact/);
    const contact = page.getByRole('tabpanel', { name: 'Contact' });
    await contact.getByRole('button', { name: 'Edit contact details' }).click();
    const form = contact.getByRole('form', { name: 'Contact details' });
    await form.getByLabel('Email').fill('not an email');
    await form.getByRole('button', { name: 'Save contact details' }).click();
    await expect(form.getByText('Email format is invalid')).toBeVisible();
    const email = `help-${tag}@example.org`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('24/7 emergency line').fill('0800 123 4567');
    await form.getByRole('button', { name: 'Save contact details' }).click();
    await expect(page.getByText('Contact details saved')).toBeVisible();
    await expect(contact.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    await expect(contact.getByRole('link', { name: '0800 123 4567' })).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Release notes' })).toHaveAttribute(
      'href',
      '/news-updates?category=feature',
    );
    await expect(contact.getByText('All systems operational')).toBeVisible();
    await expect(contact.getByText(/video tutorials/i)).toHaveCount(0);

    // Resources: a real PDF made from the user guide.
    await tabs.getByRole('tab', { name: 'Resources' }).click();
    const resources = page.getByRole('tabpanel', { name: 'Resources' });
    const downloading = page.waitForEvent('download');
    await resources.getByRole('link', { name: 'Download PDF' }).click();
    await expect(page.getByText('Downloading User Guide PDF...')).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('InspectHub-User-Guide.pdf');
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A new tab asks for the PDF. Read from the request, not the tab's address: a headless
    // shell has no PDF viewer and turns the tab's navigation into a download (decision 021).
    const opening = page.waitForEvent('popup');
    const asked = page
      .context()
      .waitForEvent('response', (r) => /\/api\/support\/api-documentation\.pdf$/.test(r.url()));
    await resources.getByRole('link', { name: /Open API Docs/ }).click();
    await expect(page.getByText('Opening API documentation...')).toBeVisible();
    const apiDocs = await opening;
    const answer = await asked;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    await apiDocs.close();
    await expect(resources.getByText('Video Tutorials')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('as an INSPECTOR', () => {
  test.use({ freshUser: 'INSPECTOR' });

  test('reads the FAQ and contact details with no edit controls, at 390 px wide', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/support?tab=faq');
    const faq = page.getByRole('tabpanel', { name: 'FAQ' });
    await expect(faq.getByRole('heading', { level: 3, name: 'Getting Started' })).toBeVisible();
    await expect(faq.getByRole('button', { name: 'Add FAQ' })).toHaveCount(0);
    await expect(faq.getByRole('button', { name: /^Edit FAQ/ })).toHaveCount(0);
    await expect(faq.getByRole('button', { name: /^Delete FAQ/ })).toHaveCount(0);
    await expect(faq.getByRole('button', { name: /^Move up/ })).toHaveCount(0);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Contact' }).click();
    const contact = page.getByRole('tabpanel', { name: 'Contact' });
    await expect(contact.getByText('Hours')).toBeVisible();
    await expect(contact.getByRole('button', { name: 'Edit contact details' })).toHaveCount(0);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('tab', { name: 'Resources' }).click();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    // Ticket filters live in the URL like the status.
    await page.goto('/support?category=billing&priority=urgent');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('billing');
    await expect(page.getByLabel('Priority', { exact: true })).toHaveValue('urgent');
    await page.getByLabel('Priority', { exact: true }).selectOption('low');
    await expect(page).toHaveURL(/[?&]priority=low/);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

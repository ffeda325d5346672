import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { makeTestJpeg } from '../src/server/test-support/evidence-photos';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { drawSignature, failFirstQuestion, passEveryQuestion } from './status-helpers';
import { openPendingInspectionWithQuestions } from './open-inspection';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone: attach two photos at once in a checklist row, see thumbnails, flags and Provided, sign and complete, download the report', async ({
  page,
}) => {
  // An open inspection away from the top of the list (other specs complete the first ones),
  // of a measure whose checklist has questions (EWI, CWI, IWI, RIRI): one is failed below.
  const reference = await openPendingInspectionWithQuestions(page, 2);

  // Evidence is attached in the checklist row of its item: the first 'before' photo.
  const checklist = page.getByRole('region', { name: 'Checklist' });
  const row = checklist.getByRole('listitem', { name: /^[A-Z]+\.PHOTO-PRE-1 / });
  const itemId = (await row.getAttribute('id'))!.replace(/^checklist-row-/, '');
  expect(itemId).toMatch(/^[A-Z0-9]+\.PHOTO-PRE-1$/);
  await expect(row.getByText('Status: Pending')).toBeVisible();
  await expect(row.getByText('0 files')).toBeVisible();

  const stamp = Date.now() % 200;
  const geotagged = await makeTestJpeg({
    width: 640,
    height: 480,
    seed: stamp,
    takenAt: '2026:11:20 10:30:00',
    gps: { latitude: 52.205337, longitude: 0.121817 },
  });
  const plain = await makeTestJpeg({ width: 480, height: 360, seed: stamp + 1 });
  await row.getByLabel(/^Add files to /).setInputFiles([
    { name: 'front-elevation.jpg', mimeType: 'image/jpeg', buffer: geotagged },
    { name: 'no-metadata.jpg', mimeType: 'image/jpeg', buffer: plain },
  ]);
  const tiles = row.getByRole('list', { name: /^Evidence for / });
  await expect(tiles.getByRole('listitem')).toHaveCount(2);
  await expect(tiles.getByRole('img', { name: 'front-elevation.jpg' })).toBeVisible();
  await expect(tiles.getByRole('img', { name: 'no-metadata.jpg' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Map: 52.205337, 0.121817' })).toBeVisible();
  await expect(tiles).toContainText('Captured 20 Nov 2026, 10:30');
  await expect(tiles).toContainText('No location');
  await expect(tiles).toContainText('No capture time');
  // The upload provided the item.
  await expect(row.getByText('Status: Provided')).toBeVisible();
  await expect(row.getByText('2 files')).toBeVisible();

  // The Evidence overview counts the files under the item of the real checklist.
  const overview = page.getByRole('region', { name: 'Evidence' });
  const entry = overview.getByRole('listitem').filter({ hasText: itemId });
  await expect(entry).toContainText('2 files');
  await expect(entry).toContainText('No location: 1');
  await expect(entry.getByRole('link')).toHaveAttribute('href', `#checklist-row-${itemId}`);
  await overview.screenshot({ path: test.info().outputPath('evidence-overview-390.png') });

  // The same photo again is refused and said so; it is not stored twice.
  await row
    .getByLabel(/^Add files to /)
    .setInputFiles([{ name: 'again.jpg', mimeType: 'image/jpeg', buffer: plain }]);
  await expect(row.getByRole('alert')).toContainText(
    'again.jpg is already attached to this inspection',
  );
  await expect(tiles.getByRole('listitem')).toHaveCount(2);
  await row.getByRole('button', { name: 'Dismiss' }).click();

  // Full view.
  await tiles.getByRole('button', { name: 'View front-elevation.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: 'front-elevation.jpg' });
  await expect(viewer.getByRole('img', { name: 'front-elevation.jpg' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('evidence-row-390.png') });
  await page.screenshot({ path: test.info().outputPath('evidence-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await row.scrollIntoViewIfNeeded();
  await expect(tiles.getByRole('img', { name: 'front-elevation.jpg' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  await page.screenshot({ path: test.info().outputPath('evidence-row-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });

  // The checklist reference screen of this inspection: real status and file count.
  await page.getByRole('link', { name: 'Open in the checklist reference screen' }).click();
  const referenceRow = page
    .getByRole('region', { name: 'Checklist' })
    .getByRole('listitem', { name: new RegExp(`^${itemId.replace('.', '\\.')} `) });
  await expect(referenceRow.getByText('Status: Provided')).toBeVisible();
  await expect(referenceRow.getByText('2 files')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('checklist-reference-390.png') });
  await page.getByRole('link', { name: `Back to ${reference}` }).click();
  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();

  // With a question answered Fail the dialog does not offer Passed and says why.
  const inspectionId = new URL(page.url()).pathname.split('/').pop()!;
  const failed = await failFirstQuestion(page.request, inspectionId);
  await page.reload();
  await page.getByRole('button', { name: 'Update Status' }).click();
  let dialog = page.getByRole('dialog', { name: 'Update Status' });
  await expect(dialog.getByRole('list', { name: 'Statuses not available' })).toContainText(
    // The seed may have failed other questions too, one of them Category 1.
    new RegExp(
      `Passed: (Passed is not possible while .*\\b${failed.replace('.', '\\.')}\\b|A Category 1 fail)`,
    ),
  );
  await expect(dialog.getByLabel('Status').locator('option[value="PASSED"]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Answer every question Pass, then sign and complete.
  await passEveryQuestion(page.request, inspectionId);
  await page.reload();
  await page.getByRole('button', { name: 'Update Status' }).click();
  dialog = page.getByRole('dialog', { name: 'Update Status' });
  await dialog.getByLabel('Status').selectOption('PASSED');
  await drawSignature(page, dialog);
  await page.screenshot({ path: test.info().outputPath('evidence-sign-390.png') });
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Status updated')).toBeVisible();

  // The report.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`inspection-report-${reference}.pdf`);
  const bytes = await readFile(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  expect(text).toContain(`Inspection report ${reference}`);
  expect(text).toContain('front-elevation.jpg');
  expect(text).toContain('52.205337, 0.121817');
  expect(text).toContain('Signed by');
  expect(text).toMatch(/Verification code \(SHA-256 of this record\): [0-9a-f]{64}/);
});

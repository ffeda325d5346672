import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { makeTestJpeg } from '../src/server/test-support/evidence-photos';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone: attach two photos at once, see thumbnails and flags, sign and complete, download the report', async ({
  page,
}) => {
  // An open inspection away from the top of the list (other specs complete the first ones).
  await page.goto('/view-inspections?tab=pending');
  const view = page
    .getByRole('list', { name: 'Inspections' })
    .getByRole('listitem')
    .nth(6)
    .getByRole('link', { name: /^View INS-/ });
  const reference = (await view.getAttribute('aria-label'))!.replace(/^View /, '');
  await view.click();
  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();

  const evidence = page.getByRole('region', { name: 'Evidence' });
  await expect(evidence).toBeVisible();
  const picker = evidence.getByLabel('Checklist item');
  const itemId = await picker.inputValue();
  expect(itemId).toMatch(/^[A-Z0-9]+(\.[A-Z0-9-]+)+$/);

  const stamp = Date.now() % 200;
  const geotagged = await makeTestJpeg({
    width: 640,
    height: 480,
    seed: stamp,
    takenAt: '2026:11:20 10:30:00',
    gps: { latitude: 52.205337, longitude: 0.121817 },
  });
  const plain = await makeTestJpeg({ width: 480, height: 360, seed: stamp + 1 });
  await evidence.getByLabel(/^Add files to /).setInputFiles([
    { name: 'front-elevation.jpg', mimeType: 'image/jpeg', buffer: geotagged },
    { name: 'no-metadata.jpg', mimeType: 'image/jpeg', buffer: plain },
  ]);
  const tiles = evidence.getByRole('list', { name: /^Evidence for / }).first();
  await expect(tiles.getByRole('listitem')).toHaveCount(2);
  await expect(tiles.getByRole('img', { name: 'front-elevation.jpg' })).toBeVisible();
  await expect(tiles.getByRole('img', { name: 'no-metadata.jpg' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Map: 52.205337, 0.121817' })).toBeVisible();
  await expect(tiles).toContainText('Captured 20 Nov 2026, 10:30');
  await expect(tiles).toContainText('No location');
  await expect(tiles).toContainText('No capture time');

  // The same photo again is refused and said so; it is not stored twice.
  await evidence
    .getByLabel(/^Add files to /)
    .setInputFiles([{ name: 'again.jpg', mimeType: 'image/jpeg', buffer: plain }]);
  await expect(evidence.getByRole('alert')).toContainText(
    'again.jpg is already attached to this inspection',
  );
  await expect(tiles.getByRole('listitem')).toHaveCount(2);
  await evidence.getByRole('button', { name: 'Dismiss' }).click();

  // Full view.
  await tiles.getByRole('button', { name: 'View front-elevation.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: 'front-elevation.jpg' });
  await expect(viewer.getByRole('img', { name: 'front-elevation.jpg' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results-me/evidence-390.png', fullPage: true });

  // Sign and complete.
  await page.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  await dialog.getByLabel('Status').selectOption('PASSED');
  const pad = dialog.getByRole('img', { name: 'Inspector signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -20 : 20));
  }
  await page.mouse.up();
  await expect(dialog.getByText('Signed', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results-me/evidence-sign-390.png' });
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

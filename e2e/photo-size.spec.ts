import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPendingInspectionWithQuestions } from './open-inspection';
import { phonePhoto } from './phone-photo';

test.use({ viewport: { width: 390, height: 844 } });

test('Admin Settings: the photo size is checked and saved', async ({ page }) => {
  await page.goto('/settings?tab=feature-flags');
  const card = page.getByRole('form', { name: 'Photo size' });
  await expect(card.getByRole('radio', { name: 'Reduce large photos' })).toBeChecked();
  const pixels = card.getByLabel(/^Longest side \(px\)/);
  await pixels.fill('500');
  await card.getByRole('button', { name: 'Save photo size' }).click();
  await expect(card.getByText('Longest side must be between 800 and 8,000 px')).toBeVisible();
  await expect(pixels).toHaveAttribute('aria-invalid', 'true');
  await pixels.fill('2560');
  await card.getByRole('button', { name: 'Save photo size' }).click();
  await expect(
    page.getByText(
      'Photo size saved. Photos are reduced to 2,560 px on the longest side before upload.',
    ),
  ).toBeVisible();
});

test('on a phone: a 4000 x 3000 photo is reduced before upload and keeps its capture time and position', async ({
  page,
}) => {
  await openPendingInspectionWithQuestions(page, 6);

  const overview = page.getByRole('region', { name: 'Evidence' });
  await expect(overview).toContainText(
    'Photos are reduced to 2,560 px on the longest side before upload.',
  );

  const row = page
    .getByRole('region', { name: 'Checklist' })
    .getByRole('listitem', { name: /^[A-Z]+\.PHOTO-PRE-1 / });
  const original = await phonePhoto(Date.now());
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/inspections\/[^/]+\/evidence/.test(request.url()))
      sent.push(request);
  });
  await row
    .getByLabel(/^Add files to /)
    .setInputFiles([{ name: 'loft-hatch.jpg', mimeType: 'image/jpeg', buffer: original }]);

  // The server's facts of the stored photo: its pixels, capture time and position.
  const tile = row.getByRole('list', { name: /^Evidence for / }).getByRole('listitem');
  await expect(tile).toHaveCount(1, { timeout: 30_000 });
  await expect(tile).toContainText('2560 × 1920 px');
  await expect(tile).toContainText('Captured 14 Jul 2026, 10:15');
  await expect(tile.getByRole('link', { name: 'Map: 51.507450, -0.127833' })).toBeVisible();
  await expect(row.getByText('Status: Provided')).toBeVisible();

  // One request, carrying the reduced photo: well under the original's bytes.
  // (Chromium gives Playwright neither a multipart body with a file nor its size: the
  // Content-Length the browser sent says how many bytes went.)
  expect(sent).toHaveLength(1);
  const requestBodySize = Number((await sent[0]!.allHeaders())['content-length']);
  expect(requestBodySize).toBeGreaterThan(100_000);
  expect(requestBodySize).toBeLessThan(original.length * 0.7);
});

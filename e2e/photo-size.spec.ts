import sharp from 'sharp';
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPendingInspectionWithQuestions } from './open-inspection';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A 12-megapixel phone-like photo (4000 x 3000, a few MB) with the EXIF a camera writes:
 * capture time with its offset and a GPS position. Noise keeps it as heavy as a real photo.
 */
function phonePhoto(seed: number) {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: seed % 256, g: 120, b: 160 },
      noise: { type: 'gaussian', mean: 120, sigma: 14 },
    },
  })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Resize spec' },
      IFD2: { DateTimeOriginal: '2026:07:14 10:15:30', OffsetTimeOriginal: '+01:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2682/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 4020/100',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

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

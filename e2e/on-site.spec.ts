import { makeTestJpeg } from '../src/server/test-support/evidence-photos';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { assignTodayTo } from './assign-today';
import { demoAdminRequest } from './fresh-users';
import { drawSignature } from './status-helpers';

/**
 * The on-site page (issue 32 point 3; docs/offline-and-evidence.md "The on-site page") at
 * 390 px: an inspector's inspection of today, kept on the device, answered online (sent at
 * once) and offline ('Not yet sent' until the network returns). The full offline journey
 * (reload with no network, photos, sign, complete, exactly once) is the point 9 spec.
 */
test.use({ freshUser: 'INSPECTOR', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

/** Record visit start with the browser's position granted: the device's time, ±12 m. */
async function recordVisitStart(page: Page, context: BrowserContext) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 53.8008, longitude: -1.5491, accuracy: 12 });
  await page.getByRole('button', { name: 'Record visit start' }).click();
  const visit = page.getByTestId('visit-start');
  await expect(visit).toContainText(/^Visit started \d+ \w+ \d{4}, \d\d:\d\d · position ±12 m/);
  return visit;
}

test('an inspector answers on site online and offline; each change shows until it is sent', async ({
  page,
  context,
  user,
}) => {
  const { id, reference } = await assignTodayTo(user, 'On Site Row');
  // The inspection page offers it to the inspector it is assigned to.
  await page.goto(`/inspections/${id}`);
  const openOnSite = page.getByRole('link', { name: 'Open on site' });
  await expect(openOnSite).toHaveAttribute('href', `/offline/inspections/${id}`);
  await page.goto('/offline');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await page.getByRole('link', { name: reference }).click();

  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();
  await expect(page.getByText('Last refreshed')).toBeVisible();
  const visit = await recordVisitStart(page, context);
  const checklist = page.getByRole('region', { name: 'Checklist' });
  const questions = checklist.getByRole('listitem').filter({
    has: page.getByRole('button', { name: /^Answer / }),
  });

  // Online: the answer is kept, sent at once, and the mark goes.
  const first = questions.first();
  await first.getByRole('button', { name: /^Answer / }).click();
  const dialog = page.getByRole('dialog', { name: /^Answer / });
  await dialog.getByLabel('Pass').check();
  await dialog.getByLabel('Comment').fill('Checked from the scaffold');
  await dialog.getByRole('button', { name: 'Save answer' }).click();
  await expect(first.getByText('Pass', { exact: true })).toBeVisible();
  await expect(first.getByText('Comment: Checked from the scaffold')).toBeVisible();
  await expect(first.getByText('Not yet sent')).toHaveCount(0, { timeout: 20_000 });
  await expect(first.getByRole('alert')).toHaveCount(0);
  // The visit start went first, and was accepted with the device's time.
  await expect(page.getByText('Not yet sent')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(visit).toContainText('position ±12 m');

  // Offline: kept on the device, marked, and sent when the network returns.
  await context.setOffline(true);
  const second = questions.nth(1);
  await second.getByRole('button', { name: /^Answer / }).click();
  await dialog.getByLabel('Fail').check();
  await dialog.getByLabel('Severity').selectOption('Minor');
  await dialog.getByRole('button', { name: 'Save answer' }).click();
  await expect(second.getByText('Fail · Minor')).toBeVisible();
  await expect(second.getByText('Not yet sent')).toBeVisible();
  // A photo taken offline shows from the device at once, marked, before any upload.
  const photoRow = checklist.getByRole('listitem', { name: /^[A-Z]+\.PHOTO-PRE-1 / });
  const photo = await makeTestJpeg({ width: 640, height: 480, seed: Date.now() % 997 });
  await photoRow
    .getByLabel(/^Take a photo for /)
    .setInputFiles({ name: 'front-on-site.jpg', mimeType: 'image/jpeg', buffer: photo });
  const tiles = photoRow.getByRole('list', { name: /^Evidence for / });
  await expect(tiles.getByRole('img', { name: 'front-on-site.jpg' })).toBeVisible();
  await expect(tiles.getByText('Not yet sent')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('on-site-offline-390.png') });
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect(second.getByText('Not yet sent')).toHaveCount(0, { timeout: 30_000 });
  await expect(second.getByText('Fail · Minor')).toBeVisible();
  // The photo went through the resumable upload and is now the server's (its kept thumbnail).
  await expect(tiles.getByText('Not yet sent')).toHaveCount(0, { timeout: 30_000 });
  await expect(tiles.getByRole('img', { name: 'front-on-site.jpg' })).toBeVisible();
  await expect(photoRow.getByRole('alert')).toHaveCount(0);

  // Sign and complete decides on the device's answers, with the server's reasons: the Fail
  // rules out Passed, the unanswered questions any completion.
  await page.getByRole('button', { name: 'Sign and complete' }).click();
  const complete = page.getByRole('dialog', { name: 'Sign and complete' });
  const notNow = complete.getByRole('list', { name: 'Statuses not available' });
  await expect(notNow).toContainText(
    'Passed: Passed is not possible while an item is answered Fail',
  );
  await expect(notNow).toContainText('Failed: Answer every checklist question before completing');
  await expect(complete.getByRole('button', { name: 'Sign and complete' })).toBeDisabled();
});

test('an inspector signs and completes offline; the outcome is marked until it is sent', async ({
  page,
  context,
  user,
}) => {
  const { reference } = await assignTodayTo(user, 'On Site Row');
  await page.goto('/offline');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();
  // Offline from here, without a reload: the service worker's part is the point 9 spec's.
  await context.setOffline(true);

  const questions = page
    .getByRole('region', { name: 'Checklist' })
    .getByRole('listitem')
    .filter({ hasText: /^[A-Z]+\.\d+ / });
  const dialog = page.getByRole('dialog', { name: /^Answer / });
  await expect(questions).toHaveCount(5); // EWI's questions
  for (const question of await questions.all()) {
    await question.getByRole('button', { name: /^Answer / }).click();
    await dialog.getByLabel('Pass').check();
    await dialog.getByRole('button', { name: 'Save answer' }).click();
    await expect(question.getByText('Not yet sent')).toBeVisible();
  }

  await page.getByRole('button', { name: 'Sign and complete' }).click();
  const complete = page.getByRole('dialog', { name: 'Sign and complete' });
  await complete.getByRole('button', { name: 'Sign and complete' }).click();
  await expect(complete.getByText('Status is required')).toBeVisible();
  await complete.getByLabel('Status').selectOption('Passed');
  await complete.getByRole('button', { name: 'Sign and complete' }).click();
  await expect(
    complete.getByText('Sign above: your signature completes the inspection on site.'),
  ).toBeVisible();
  await drawSignature(page, complete);
  await complete.getByLabel('Completion notes').fill('All sound.');
  await complete.getByRole('button', { name: 'Sign and complete' }).click();
  await expect(complete).toHaveCount(0);

  // The line of the reference: its status badge and mark.
  const header = page.getByRole('heading', { name: reference, level: 1 }).locator('..');
  await expect(header.getByText('Passed')).toBeVisible();
  await expect(header.getByText('Not yet sent')).toBeVisible();
  await expect(page.getByText('This inspection is completed.')).toBeVisible();

  await context.setOffline(false);
  // Sent in order, then refreshed: a completed inspection is no longer kept on the device.
  await expect(page.getByRole('heading', { name: 'Not kept on this device' })).toBeVisible({
    timeout: 30_000,
  });
  // The server has it all: answered, signed, Passed.
  await page.getByRole('link', { name: 'Open the inspection page' }).click();
  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: reference, level: 1 }).locator('..').getByText('Passed'),
  ).toBeVisible();
  await expect(page.getByText(`Signed by ${user.name}`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Checklist' }).getByText('Pass', { exact: true }),
  ).toHaveCount(5);
});

test('an answer changed on the server meanwhile: both shown, the inspector keeps theirs', async ({
  page,
  context,
  user,
}) => {
  const { id, reference } = await assignTodayTo(user, 'On Site Row');
  await page.goto('/offline');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await page.getByRole('link', { name: reference }).click();
  const question = page
    .getByRole('region', { name: 'Checklist' })
    .getByRole('listitem')
    .filter({ hasText: /^[A-Z]+\.1 / });
  await context.setOffline(true);
  await question.getByRole('button', { name: /^Answer / }).click();
  const dialog = page.getByRole('dialog', { name: /^Answer / });
  await dialog.getByLabel('Fail').check();
  await dialog.getByLabel('Severity').selectOption('Major');
  await dialog.getByLabel('Comment').fill('Render cracked at the corner');
  await dialog.getByRole('button', { name: 'Save answer' }).click();
  await expect(question.getByText('Not yet sent')).toBeVisible();

  // Meanwhile a coordinator at the office answers the same item.
  const itemId = (await question.locator('.font-mono').first().textContent())!;
  const admin = await demoAdminRequest();
  try {
    const response = await admin.post('/trpc/checklists.answer', {
      data: { inspectionId: id, itemId, answer: 'Pass', comment: 'Seen on the photos' },
    });
    expect(response.ok(), await response.text()).toBe(true);
  } finally {
    await admin.dispose();
  }

  await context.setOffline(false);
  const conflict = page.getByRole('region', { name: `Conflict on ${itemId}` });
  await expect(conflict).toContainText('Render cracked at the corner', { timeout: 30_000 });
  await expect(conflict).toContainText('Seen on the photos');
  await expect(conflict).toContainText(user.name);
  await page.screenshot({ path: test.info().outputPath('on-site-conflict-390.png') });
  await conflict.getByRole('button', { name: /^Keep mine/ }).click();
  await expect(conflict).toHaveCount(0, { timeout: 30_000 });
  await expect(question.getByText('Not yet sent')).toHaveCount(0, { timeout: 30_000 });
  await expect(question.getByText('Fail · Major')).toBeVisible();
});

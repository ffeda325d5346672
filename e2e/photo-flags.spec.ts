import { buildWizardForm } from '../src/server/db/inspection-factories';
import { makeScenePhoto } from '../src/server/test-support/evidence-scenes';
import { todayInLondon } from '../src/shared/format';
import type { Browser } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type SignedInUser } from './fixtures';
import { demoAdminRequest } from './fresh-users';

// Issue 32 point 7: the inspector records the visit start with the browser's position, a photo
// taken 530 km away is flagged on its thumbnail and in the overview, and a coordinator explains it.

const SITE = { latitude: 51.5007, longitude: -0.1246 };
const EDINBURGH = { latitude: 55.9533, longitude: -3.1883 };

/** An inspection of the completed wizard (its checklist has photo items) assigned to `name`. */
async function inspectionAssignedTo(name: string) {
  const admin = await demoAdminRequest();
  const response = await admin.post('/trpc/inspection.createInspectionDirect', {
    data: {
      source: 'COMPLETED_WIZARD',
      form: buildWizardForm('completed', {
        inspectorName: name,
        addressLine1: `${Date.now()} Flag Lane`,
      }),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const inspection = ((await response.json()) as { result: { data: { id: string } } }).result.data;
  await admin.dispose();
  return inspection;
}

test.use({
  freshUser: 'INSPECTOR',
  viewport: { width: 390, height: 844 },
  geolocation: { ...SITE, accuracy: 12 },
  permissions: ['geolocation'],
});
test.describe.configure({ timeout: 90_000 });

test('visit start with the position, a far photo flagged, explained by a coordinator', async ({
  page,
  user,
  browser,
  newUser,
}) => {
  const inspection = await inspectionAssignedTo(user.name);

  await page.goto(`/inspections/${inspection.id}`);
  const overview = page.getByRole('region', { name: 'Evidence' });
  await expect(overview.getByText('Visit start not recorded.')).toBeVisible();
  await overview.getByRole('button', { name: 'Record visit start' }).click();
  const visit = overview.getByTestId('visit-start');
  await expect(visit).toContainText(
    /^Visit started \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} · position ±12 m/,
  );
  await expect(visit).toContainText(`by ${user.name}`);
  await expect(overview.getByRole('button', { name: 'Record visit start' })).toHaveCount(0);

  // A photo whose EXIF says Edinburgh, taken today.
  const far = await makeScenePhoto('boiler', {
    width: 1200,
    height: 900,
    takenAt: `${todayInLondon().replaceAll('-', ':')} 09:30:00`,
    gps: EDINBURGH,
  });
  const row = page
    .getByRole('region', { name: 'Checklist' })
    .getByRole('listitem', { name: /^[A-Z]+\.PHOTO-PRE-1 / });
  await row
    .getByLabel(/^Add files to /)
    .setInputFiles([{ name: 'boiler.jpg', mimeType: 'image/jpeg', buffer: far }]);
  const flags = row.getByRole('group', { name: 'Flags of boiler.jpg' });
  await expect(flags).toContainText('Far from the site');
  await expect(flags).toContainText(
    /Taken 5\d\d,\d{3} m from the visit's recorded position \(±12 m\); more than 250 m\./,
  );
  // An inspector sees the flag but cannot explain it.
  await expect(flags.getByRole('button', { name: /^Explain/ })).toHaveCount(0);
  await expect(overview).toContainText('Photo flags: 1 open, 0 explained');
  await expect(overview.getByRole('listitem').filter({ hasText: 'PHOTO-PRE-1' })).toContainText(
    'Far from the site: 1',
  );

  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('photo-flag-row-390.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await row.scrollIntoViewIfNeeded();
  await expect(flags).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  await page.screenshot({ path: test.info().outputPath('photo-flag-row-1440.png') });

  await explainAsCoordinator(
    browser,
    await newUser('COORDINATOR', { signedIn: true }),
    inspection.id,
  );
});

/** A coordinator explains the flag, with a reason (refused empty), and sees it explained. */
async function explainAsCoordinator(
  browser: Browser,
  coordinator: SignedInUser,
  inspectionId: string,
) {
  const context = await browser.newContext({
    storageState: coordinator.storageState,
    viewport: { width: 390, height: 844 },
  });
  const other = await context.newPage();
  await other.goto(`/inspections/${inspectionId}`);
  const otherRow = other
    .getByRole('region', { name: 'Checklist' })
    .getByRole('listitem', { name: /^[A-Z]+\.PHOTO-PRE-1 / });
  await otherRow.getByRole('button', { name: "Explain 'Far from the site' on boiler.jpg" }).click();
  const dialog = other.getByRole('dialog', { name: "Explain 'Far from the site'" });
  await dialog.getByRole('button', { name: 'Mark explained' }).click();
  await expect(dialog.getByText('Give a reason for explaining this flag')).toBeVisible();
  await dialog
    .getByLabel('Reason')
    .fill('Camera clock and GPS from the office phone; site confirmed');
  await dialog.getByRole('button', { name: 'Mark explained' }).click();
  await expect(dialog).toHaveCount(0);
  const explained = otherRow.getByRole('group', { name: 'Flags of boiler.jpg' });
  await expect(explained).toContainText('(explained)');
  await expect(explained).toContainText(`Explained by ${coordinator.name} on`);
  await expect(explained).toContainText('site confirmed');
  await expect(other.getByRole('region', { name: 'Evidence' })).toContainText(
    'Photo flags: 0 open, 1 explained',
  );
  await expectNoSeriousA11yViolations(other);
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await other.screenshot({
    path: test.info().outputPath('photo-flag-explained-390.png'),
    fullPage: true,
  });
  await context.close();
}

test.describe('photo checks card', () => {
  test.use({ freshUser: 'ADMIN', viewport: { width: 390, height: 844 } });

  test('an administrator sees the distance, is told its range, and imports property coordinates', async ({
    page,
  }) => {
    await page.goto('/inspections');
    const card = page.getByRole('region', { name: 'Photo checks' });
    const distance = card.getByLabel('Flag photos further from the site than (metres)');
    await expect(distance).toHaveValue('250');
    // The tenant's distance is shared with parallel specs: only its validation is tried here.
    await distance.fill('10');
    await card.getByRole('button', { name: 'Save distance' }).click();
    await expect(card.getByText('Distance must be between 25 and 10,000 metres')).toBeVisible();
    await distance.fill('250');

    const uprn = `9999${String(Date.now()).slice(-8)}`;
    await card.getByLabel('CSV file').setInputFiles({
      name: 'uprn.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `UPRN,LATITUDE,LONGITUDE\n${uprn},51.5007,-0.1246\nnot-a-uprn,51.5,-0.1\n`,
      ),
    });
    await card.getByRole('button', { name: 'Import coordinates' }).click();
    await expect(
      page.getByText('Coordinates imported for 1 property; 1 row skipped (line 3)'),
    ).toBeVisible();
    await expect(card).toContainText(/have coordinates|has coordinates/);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await card.screenshot({ path: test.info().outputPath('photo-checks-card-390.png') });
  });
});

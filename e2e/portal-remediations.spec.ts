import { makeTestJpeg } from '../src/server/test-support/evidence-photos';
import { expect, test } from './fixtures';
import { phonePhoto } from './phone-photo';
import { demoAdminRequest } from './fresh-users';
import { expectFits, installerWithOpenItem, inviteInstallerUser } from './portal-fixtures';

/**
 * Issue 31 points 4 and 7 at 1440 and 390 px: an installer user finds its failed item with the
 * deadline on Remediations, adds two photos at once, writes what was done and submits (the clock
 * stops); the admin's Remediations list shows it first, awaiting review, submitted by the
 * installer, and opens the checklist item. Pages no wider than the screen.
 */
test.describe.configure({ timeout: 150_000 });

for (const [pick, viewport] of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
].entries()) {
  test(`an installer submits a remediation and staff see it first at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await demoAdminRequest();
    // Installers 2 and 3: the views spec works on 0 and 1, the messages spec on 4 and 5.
    const { installerId, item } = await installerWithOpenItem(admin, pick + 2);
    const account = await inviteInstallerUser(admin, installerId, 'Rhys Fixer');
    await admin.dispose();

    const context = await browser.newContext({
      viewport,
      storageState: { cookies: [], origins: [] },
    });
    const portal = await context.newPage();
    await portal.goto('/login');
    await portal.getByLabel('Email').fill(account.email);
    await portal.getByLabel('Password').fill(account.password);
    await portal.getByRole('button', { name: /sign in/i }).click();
    await expect(portal).toHaveURL(/\/portal$/);
    await portal.goto('/portal/remediations');
    await expect(portal.getByRole('heading', { name: 'Remediations', level: 1 })).toBeVisible();
    const card = portal.getByRole('article', { name: `${item.reference} ${item.itemId}` });
    await expect(card.getByText(/Deadline .*(left|overdue)/)).toBeVisible();
    await expectFits(portal);

    const stamp = Date.now() % 100_000;
    // A small photo, and a 12-megapixel one as a phone takes it (capture time and place).
    const large = await phonePhoto(stamp + pick);
    const photos = [
      {
        name: 'fix-1.jpg',
        mimeType: 'image/jpeg',
        buffer: await makeTestJpeg({ width: 480, height: 360, seed: stamp * 10 + pick }),
      },
      { name: 'fix-2.jpg', mimeType: 'image/jpeg', buffer: large },
    ];
    const sent = portal.waitForRequest(
      (r) => r.method() === 'POST' && /\/api\/portal\/remediations\/[^/]+\/evidence/.test(r.url()),
    );
    const field = card.getByLabel('Photos or PDFs of the fix');
    await expect(field).toHaveAccessibleDescription(/reduced to 2,560 px on the longest side/);
    await field.setInputFiles(photos);
    await expect(card.getByText('2 files sent')).toBeVisible();
    // The large photo was reduced on the device to the tenant's 2,560 px before it was sent.
    // (Chromium gives Playwright no multipart body with files: the Content-Length it sent says
    // how many bytes went.)
    const requestBodySize = Number((await (await sent).allHeaders())['content-length']);
    expect(requestBodySize).toBeGreaterThan(100_000);
    expect(requestBodySize).toBeLessThan(large.length * 0.7);
    await card.getByRole('button', { name: 'Submit remediation' }).click();
    await expect(card.getByText('Describe what was done to fix it')).toBeVisible();
    await card.getByLabel(/What was done/).fill('Replaced the damaged section and resealed.');
    await card.getByRole('button', { name: 'Submit remediation' }).click();
    await expect(card.getByText(/Clock stopped: submitted/)).toBeVisible();
    await expect(card.getByText('Evidence submitted')).toBeVisible();
    await expectFits(portal);
    await context.close();

    await page.goto('/remediations');
    await expect(page.getByTestId('page-title')).toHaveText('Remediations');
    await page.getByLabel('Search by reference').fill(item.reference);
    await expect(page).toHaveURL(new RegExp(`q=${item.reference}`));
    const link = page.getByRole('link', { name: item.reference }).filter({ visible: true }).first();
    await expect(link).toBeVisible();
    await expect(
      page.getByText('Rhys Fixer (installer)').filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(
      page
        .getByText(/Review due .*(left|overdue)/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expectFits(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/inspections/${item.inspectionId}#checklist-row-`));
  });
}

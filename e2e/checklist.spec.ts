import { buildWizardForm } from '../src/server/db/inspection-factories';
import { makeTestJpeg } from '../src/server/test-support/evidence-photos';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAdminRequest } from './fresh-users';

test.use({ freshUser: 'INSPECTOR', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

test('an inspector answers their inspection checklist on a phone; a Fail opens a defect and a follow-up', async ({
  page,
  user,
}, testInfo) => {
  const admin = await demoAdminRequest();
  const response = await admin.post('/trpc/inspection.createInspectionDirect', {
    data: {
      source: 'COMPLETED_WIZARD',
      form: buildWizardForm('completed', {
        inspectorName: user.name,
        addressLine1: `${Date.now()} Checklist Road`,
        // A long unbroken e-mail must wrap, not push the page sideways on a phone.
        installerEmail: 'office@schummlerohanhomeenergygroupltdnorthernregion.co.uk',
      }),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const inspection = ((await response.json()) as { result: { data: { id: string } } }).result.data;
  await admin.dispose();

  await page.goto(`/inspections/${inspection.id}`);
  const checklist = page.getByRole('region', { name: 'Checklist' });
  await expect(checklist).toBeVisible();
  // The completed wizard's answers are the first answers: EWI.3 'Weatherproof Render' failed.
  const render = checklist.getByRole('listitem', { name: /EWI\.3 Weatherproof Render/ });
  await expect(render.getByText('Fail', { exact: true })).toBeVisible();
  await expect(render.getByText('Status: Pending')).toBeVisible();

  await checklist.getByRole('button', { name: 'Answer EWI.1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer EWI.1' });
  await dialog.getByRole('radio', { name: 'Fail' }).check();
  await dialog.getByRole('button', { name: 'Save answer' }).click();
  await expect(dialog.getByText('Choose the severity of the failure')).toBeVisible();
  await dialog.getByLabel('Severity').selectOption('Major');
  await dialog.getByLabel('Comment').fill('Boards not fixed to the pattern');
  await dialog.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('EWI.1 failed: defect and follow-up opened')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const coverage = checklist.getByRole('listitem', { name: /EWI\.1 Full Coverage/ });
  await expect(coverage.getByText('Fail · Major')).toBeVisible();
  await expect(coverage.getByRole('link', { name: /^Defect DEF-/ })).toBeVisible();
  await expect(coverage.getByRole('link', { name: /^Follow-up:/ })).toBeVisible();
  await expect(coverage.getByText(/Remediation due .* 8 weeks left|55 days/)).toBeVisible();

  await checklist.getByRole('button', { name: 'Answer PAS.DOC-1', exact: true }).click();
  const second = page.getByRole('dialog', { name: 'Answer PAS.DOC-1' });
  await second.getByRole('radio', { name: 'Pass' }).check();
  await second.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('PAS.DOC-1 answered Pass')).toBeVisible();
  await checklist.getByRole('button', { name: 'Mark provided PAS.DOC-1', exact: true }).click();
  const doc = checklist.getByRole('listitem', { name: /^PAS\.DOC-1 PAS 2030/ });
  await expect(doc.getByText('Status: Provided')).toBeVisible();

  // The installer's repair photographed in the failed render's row as remediation evidence:
  // the item is Provided and its remediation clock moves to 'Evidence submitted'.
  await expect(render.getByText('0 files')).toBeVisible();
  await render.getByLabel(/^Add remediation evidence to Weatherproof Render/).setInputFiles([
    {
      name: 'render-repaired.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeTestJpeg({ width: 320, height: 240, seed: Date.now() % 200 }),
    },
  ]);
  await expect(
    render.getByRole('list', { name: /^Evidence for Weatherproof Render/ }).getByRole('img', {
      name: 'render-repaired.jpg',
    }),
  ).toBeVisible();
  await expect(render.getByText('Status: Provided')).toBeVisible();
  await expect(render.getByText('1 file')).toBeVisible();
  await expect(render.locator('[aria-current="step"]')).toHaveText('Evidence submitted');
  await expect(render.getByText('Remediation evidence', { exact: true })).toBeVisible();
  // Whoever submitted the remediation does not accept it (decision 012).
  await expect(render.getByRole('button', { name: 'Accept EWI.3' })).toBeDisabled();
  await expect(
    render.getByText(
      "You submitted this item's remediation evidence, so someone else must accept it.",
    ),
  ).toBeVisible();

  // Phone width: nothing scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('checklist-390.png'), fullPage: false });

  // The defect is on the defects page.
  await coverage.getByRole('link', { name: /^Defect DEF-/ }).click();
  await expect(
    page
      .getByText(/EWI\.1 Full Coverage failed \(Major\)/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
});

// Issue 30 point 8: a question the scheme answers without N/A. ESH, a measure no other spec
// registers, so the new question never stands in another spec's way.
// At 1440 px the admin unticks "N/A allowed" when adding the question; at 390 px adds it with N/A
// and then changes its rules.
for (const [viewport, via] of [
  [{ width: 1440, height: 900 }, 'add form'],
  [{ width: 390, height: 844 }, 'edit rules'],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an admin refuses N/A on a question; the inspector cannot choose N/A on it', async ({
      page,
      user,
      browser,
      newUser,
    }) => {
      const label = `Heater fixings checked ${viewport.width}-${Date.now()}`;
      const admin = await newUser('ADMIN', { signedIn: true });
      const adminContext = await browser.newContext({ storageState: admin.storageState, viewport });
      const adminPage = await adminContext.newPage();
      const itemId = await refuseNaAsAdmin(adminPage, label, via);
      await adminContext.close();

      const api = await demoAdminRequest();
      const response = await api.post('/trpc/inspection.createInspectionDirect', {
        data: {
          source: 'COMPLETED_WIZARD',
          form: buildWizardForm('completed', {
            measureType: 'ESH',
            inspectorName: user.name,
            addressLine1: `${Date.now()} Storage Heater Row`,
          }),
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      const inspection = ((await response.json()) as { result: { data: { id: string } } }).result
        .data;
      await api.dispose();

      await page.goto(`/inspections/${inspection.id}`);
      const checklist = page.getByRole('region', { name: 'Checklist' });
      const row = checklist.getByRole('listitem', { name: new RegExp(`^${itemId} ${label}`) });
      await expect(row.getByText('N/A is not allowed for this question')).toBeVisible();
      await row.getByRole('button', { name: `Answer ${itemId}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Answer ${itemId}` });
      await expect(dialog.getByRole('radio', { name: 'N/A' })).toBeDisabled();
      await expect(dialog.getByText('Not allowed for this question')).toBeVisible();
      await dialog.getByRole('radio', { name: 'Pass' }).check();
      await dialog.getByRole('button', { name: 'Save answer' }).click();
      await expect(page.getByText(`${itemId} answered Pass`)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

/** The admin adds an ESH question that refuses N/A (one way or the other) and moves its version's date. */
async function refuseNaAsAdmin(adminPage: Page, label: string, via: 'add form' | 'edit rules') {
  await adminPage.goto('/inspections/checklists');
  const form = adminPage.getByRole('form', { name: 'Add a checklist item' });
  await form.getByLabel('Checklist').selectOption('PAS');
  await form.getByLabel('Kind').selectOption('question');
  await form.getByLabel('Measure code').fill('ESH');
  await expect(form.getByLabel('Asked at')).toHaveValue('both');
  if (via === 'add form') await form.getByLabel('N/A allowed').uncheck();
  await form.getByLabel('Label').fill(label);
  await form.getByRole('button', { name: 'Add item' }).click();
  const toast = adminPage.getByText(/^ESH\.\d+ added: catalogue version \d+$/);
  await expect(toast).toBeVisible();
  const itemId = (await toast.textContent())!.split(' ')[0]!;
  const question = adminPage.getByRole('listitem', { name: `${itemId} ${label}` });
  if (via === 'edit rules') {
    await expect(question.getByText('N/A not allowed')).toHaveCount(0);
    await question.getByRole('button', { name: `Edit rules of ${itemId}` }).click();
    const rules = adminPage.getByRole('dialog', { name: `Rules of ${itemId}` });
    await rules.getByLabel('N/A allowed').uncheck();
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await expect(
      adminPage.getByText(new RegExp(`^${itemId} changed: catalogue version`)),
    ).toBeVisible();
    await expect(rules).toHaveCount(0);
  }
  await expect(question.getByText('N/A not allowed')).toBeVisible();
  // The new version is in force from today; the admin moves its date (en-GB on the page).
  const version = adminPage
    .getByRole('list', { name: 'Catalogue versions' })
    .getByRole('listitem')
    .filter({ hasText: label });
  await expect(
    version.getByText(/In force for measures installed from \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible();
  await version.getByRole('button', { name: /^Change date of version \d+$/ }).click();
  const dateDialog = adminPage.getByRole('dialog', {
    name: /^Change the date of version \d+$/,
  });
  await dateDialog.getByLabel('In force from (install date)').fill('2026-01-01');
  await dateDialog.getByRole('button', { name: 'Save date' }).click();
  await expect(dateDialog).toHaveCount(0);
  await expect(version).toContainText('In force for measures installed from 01/01/2026');
  return itemId;
}

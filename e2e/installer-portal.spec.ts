import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { buildWizardForm } from '../src/server/db/inspection-factories';
import { makeTestJpeg } from '../src/server/test-support/evidence-photos';
import { expect, test } from './fixtures';
import { createInspector, demoAdminRequest } from './fresh-users';
import { waitForMail } from './mailbox';

/**
 * Issue 31 point 8, the whole loop on a phone (390 px): a coordinator invites an installer
 * user from the installer's profile; the invitee follows the e-mailed link (read from the SMTP
 * stand-in), sets a password, signs in and sees the one failed item with its deadline; uploads
 * two photos and submits; the coordinator rejects with a reason; the installer sees why and
 * submits again; the coordinator accepts. Then the clock is stopped, the defect resolved and the
 * installer's figures show no open item. The failed inspection is made for this test through
 * the API, so its 8 weeks have only just started.
 */
test.use({ freshUser: 'COORDINATOR', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

const ITEM = 'EWI.3';

async function call<T>(api: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await api.post(`/trpc/${path}`, { data: input });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function read<T>(api: APIRequestContext, path: string, input?: unknown): Promise<T> {
  const suffix = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await api.get(`/trpc/${path}${suffix}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A new, Active installer with one inspection failed today on EWI.3 (Major: a defect opens). */
async function failedInspection(admin: APIRequestContext) {
  const company = `Portal Walls ${randomUUID().slice(0, 6)} Ltd`;
  const created = await call<{ id: string; reference: string }>(
    admin,
    'inspection.createInspectionDirect',
    {
      source: 'COMPLETED_WIZARD',
      form: buildWizardForm('completed', {
        installerName: company,
        installerCompany: company,
        installerEmail: 'office@portalwalls.example.test',
        qmpCert: `QMP-${randomUUID().slice(0, 5)}`,
        ewiDetailingSeals: 'Pass',
        // A fresh inspector takes the assignment and the defect's notices: the demo inspector's
        // bell is the shell spec's, which expects its seeded notifications on top.
        inspectorName: await createInspector('Portal journey'),
      }),
    },
  );
  const answered = await call<{ defectId: string | null }>(admin, 'checklists.answer', {
    inspectionId: created.id,
    itemId: ITEM,
    answer: 'Fail',
    severity: 'Major',
    comment: 'Render cracking at the window reveals',
  });
  const installers = await read<{ id: string; name: string }[]>(admin, 'payments.installerOptions');
  const installer = installers.find((i) => i.name === company)!;
  expect(installer, company).toBeDefined();
  // An installer first met on an inspection waits for review; only an Active one is invited.
  await call(admin, 'installers.setStatus', { id: installer.id, status: 'Active' });
  return { ...created, installerId: installer.id, defectId: answered.defectId! };
}

async function uploadTwoPhotos(card: ReturnType<Page['getByRole']>, seed: number, total: number) {
  const photos = await Promise.all(
    [0, 1].map(async (n) => ({
      name: `fix-${seed}-${n}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await makeTestJpeg({ width: 320, height: 240, seed: seed + n }),
    })),
  );
  await card.getByLabel('Photos or PDFs of the fix').setInputFiles(photos);
  await expect(card.getByText(`${total} files sent`)).toBeVisible({ timeout: 30_000 });
}

async function signInAsInvitee(browser: Browser, link: string, email: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
  });
  const portal = await context.newPage();
  await portal.goto(link);
  await expect(portal.getByText(email)).toBeVisible();
  const password = `Fixed-${randomUUID()}`;
  await portal.getByLabel('Password', { exact: true }).fill(password);
  await portal.getByLabel('Confirm password').fill(password);
  await portal.getByRole('button', { name: 'Create Account' }).click();
  await expect(portal).toHaveURL(/\/login/);
  await portal.getByLabel('Email').fill(email);
  await portal.getByLabel('Password').fill(password);
  await portal.getByRole('button', { name: /sign in/i }).click();
  await expect(portal).toHaveURL(/\/portal$/);
  return { portal, context };
}

test('an installer closes its failed item through the portal', async ({
  page,
  browser,
}, testInfo) => {
  const admin = await demoAdminRequest();
  const failed = await failedInspection(admin);
  await admin.dispose();

  // The coordinator invites the installer's office manager from the profile.
  const email = `fitter.${randomUUID().slice(0, 8)}@example.test`;
  await page.goto(`/installers/${failed.installerId}`);
  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite to the installer portal' });
  await invite.getByLabel('Name of person 1').fill('Isla Fitter');
  await invite.getByLabel('Email of person 1').fill(email);
  await invite.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(invite).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Revoke invitation of ${email}` })).toBeVisible();

  const mail = await waitForMail(email, /portal\/invitation\?token=/);
  const link = /(https?:\/\/\S+portal\/invitation\?token=[\w-]+)/.exec(mail.text)![1]!;
  const { portal, context } = await signInAsInvitee(browser, link, email);

  // One failed item, with its deadline, on the Overview and under Remediations.
  const openItems = portal.getByRole('region', { name: 'Open items by deadline' });
  await expect(openItems.getByRole('listitem')).toHaveCount(1);
  await expect(openItems.getByText(/Deadline .* left/)).toBeVisible();
  await portal.getByRole('link', { name: 'Remediations' }).filter({ visible: true }).click();
  const card = portal.getByRole('article', { name: `${failed.reference} ${ITEM}` });
  await uploadTwoPhotos(card, 11, 2);
  await card.getByLabel('What was done').fill('Re-rendered both window reveals with new beads.');
  await card.getByRole('button', { name: 'Submit remediation' }).click();
  await expect(card.getByText(/^Clock stopped: submitted/)).toBeVisible();
  await portal.screenshot({
    path: testInfo.outputPath('portal-submitted-390.png'),
    fullPage: true,
  });

  // The coordinator finds it awaiting review and rejects it with a reason.
  await page.goto('/remediations');
  await page
    .getByRole('link', { name: new RegExp(failed.reference) })
    .first()
    .click();
  const row = page
    .getByRole('region', { name: 'Checklist' })
    .getByRole('listitem', { name: new RegExp(`^${ITEM.replace('.', '\\.')} `) });
  await expect(row.getByText('Status: Provided')).toBeVisible({ timeout: 30_000 });
  await expect(
    row.getByText('Installer’s note: Re-rendered both window reveals with new beads.'),
  ).toBeVisible();
  await row.getByRole('button', { name: `Reject ${ITEM}`, exact: true }).click();
  const reject = page.getByRole('dialog', { name: `Reject ${ITEM}` });
  const reason = 'The photos do not show the left-hand reveal.';
  await reject.getByLabel('Reason').fill(reason);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(row.getByText('Status: Rejected')).toBeVisible();

  // The installer reads why, and submits again.
  await portal.reload();
  await expect(card.getByText(reason)).toBeVisible();
  await uploadTwoPhotos(card, 21, 4);
  await card.getByLabel('What was done').fill('Added close-ups of the left-hand reveal.');
  await card.getByRole('button', { name: 'Submit remediation' }).click();
  await expect(card.getByText(/^Clock stopped: submitted/)).toBeVisible();

  // The coordinator accepts.
  await page.reload();
  await expect(row.getByText('Status: Provided')).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: `Accept ${ITEM}`, exact: true }).click();
  await expect(row.getByText('Status: Accepted')).toBeVisible();

  // Stopped, closed, and the figures follow.
  await portal.reload();
  await expect(card.getByText(/^Accepted /)).toBeVisible();
  await portal.getByRole('link', { name: 'Overview' }).filter({ visible: true }).click();
  await expect(
    openItems.getByText('Nothing needs your action: no failed item is waiting for remediation.'),
  ).toBeVisible();
  await expect(openItems.getByRole('listitem')).toHaveCount(0);
  await portal.screenshot({ path: testInfo.outputPath('portal-overview-390.png'), fullPage: true });
  const defect = await read<{ status: string }>(page.request, 'defects.get', {
    id: failed.defectId,
  });
  expect(defect.status).toBe('resolved');
  await context.close();
});

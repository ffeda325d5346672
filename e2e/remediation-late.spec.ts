import type { APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';
import { makeTestJpeg } from '../src/server/test-support/evidence-photos';
import { expect, test } from './fixtures';
import { demoAdminRequest } from './fresh-users';

/**
 * Issue 30 point 9, remediation as TrustMark runs it: a remediation submitted after its
 * deadline shows "Late", is not accepted (the page says why and the server refuses), and a
 * coordinator overrides the lateness with a reason, after which it is accepted. The demo's
 * failed inspections carry checklist Fails whose 8 weeks have long passed; the demo admin
 * attaches the installer's evidence now, so it is late. Each test runs as a fresh coordinator,
 * who neither failed the item nor submitted its evidence (decision 012).
 */
test.use({ freshUser: 'COORDINATOR' });
test.describe.configure({ timeout: 120_000 });

type Clock = {
  inspectionId: string;
  itemId: string;
  status: string;
  dueAt: string;
  evidenceSubmittedAt: string | null;
};

async function query<T>(api: APIRequestContext, path: string, input?: unknown): Promise<T> {
  const suffix = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await api.get(`/trpc/${path}${suffix}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A demo Fail past its deadline with nothing submitted; `pick` keeps parallel tests apart. */
async function overdueFail(admin: APIRequestContext, pick: number) {
  const installers = await query<{ id: string }[]>(admin, 'payments.installerOptions');
  const found: Clock[] = [];
  for (const installer of installers) {
    const clocks = await query<Clock[]>(admin, 'checklists.remediationClocks', {
      installerId: installer.id,
    });
    found.push(
      ...clocks.filter(
        (c) => c.status === 'Pending' && !c.evidenceSubmittedAt && new Date(c.dueAt) < new Date(),
      ),
    );
    if (found.length > pick) return found[pick]!;
  }
  throw new Error('The demo data has no overdue checklist Fail left');
}

async function submitLateEvidence(admin: APIRequestContext, clock: Clock) {
  const params = new URLSearchParams({ itemId: clock.itemId, purpose: 'remediation' });
  const response = await admin.post(`/api/inspections/${clock.inspectionId}/evidence?${params}`, {
    multipart: {
      files: {
        name: 'installer-fix.jpg',
        mimeType: 'image/jpeg',
        buffer: await makeTestJpeg({ width: 320, height: 240, seed: Date.now() % 200 }),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [pick, viewport] of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
].entries()) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a late remediation is refused until a coordinator overrides it with a reason', async ({
      page,
      user,
    }, testInfo) => {
      const admin = await demoAdminRequest();
      const clock = await overdueFail(admin, pick);
      await submitLateEvidence(admin, clock);
      await admin.dispose();

      await page.goto(`/inspections/${clock.inspectionId}`);
      const row = page
        .getByRole('region', { name: 'Checklist' })
        .getByRole('listitem', { name: new RegExp(`^${escape(clock.itemId)} `) });
      await expect(row.getByText('Status: Provided')).toBeVisible({ timeout: 30_000 });
      await expect(row.getByText('Late', { exact: true })).toBeVisible();
      await expect(row.getByText(/^Review due .* left$/)).toBeVisible();
      await expect(row.getByText(/^Case closure due /)).toBeVisible();
      const accept = row.getByRole('button', { name: `Accept ${clock.itemId}`, exact: true });
      await expect(accept).toBeDisabled();
      await expect(
        row.getByText(/was submitted after its deadline .* so it cannot be accepted/),
      ).toBeVisible();

      // The server refuses too, whatever the page shows.
      const refused = await page.request.post('/trpc/checklists.setStatus', {
        data: { inspectionId: clock.inspectionId, itemId: clock.itemId, status: 'Accepted' },
        headers: { origin: E2E_BASE_URL },
      });
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain('submitted after its deadline');

      await row.getByRole('button', { name: `Override late remediation ${clock.itemId}` }).click();
      const dialog = page.getByRole('dialog', {
        name: `Override the late remediation of ${clock.itemId}`,
      });
      await dialog.getByRole('button', { name: 'Override' }).click();
      await expect(
        dialog.getByText('Give the reason for accepting this late remediation'),
      ).toBeVisible();
      const reason = 'Access refused by the tenant until after the deadline (letter on file)';
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Override' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(
        row.getByText(`Lateness overridden by ${user.name}`, { exact: false }),
      ).toBeVisible();
      await expect(row.getByText(reason, { exact: false })).toBeVisible();

      await expect(accept).toBeEnabled();
      await accept.click();
      await expect(row.getByText('Status: Accepted')).toBeVisible();
      // Accepted on the override, it stays late on the record.
      await expect(row.getByText('Late', { exact: true })).toBeVisible();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await row.screenshot({ path: testInfo.outputPath(`late-remediation-${viewport.width}.png`) });
    });
  });
}

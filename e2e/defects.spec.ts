import type { APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';
import { buildSinglePageForm } from '../src/server/db/inspection-factories';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { createInspector } from './fresh-users';
import { drawSignature, passEveryQuestion } from './status-helpers';

/** A tRPC mutation over plain HTTP with the signed-in ADMIN's cookie; returns its data. */
async function mutate<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.post(`/trpc/${path}`, {
    data: input,
    headers: { origin: E2E_BASE_URL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

// Long flows on a busy machine: each test walks several pages.
test.describe.configure({ timeout: 90_000 });

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('failing an inspection offers to raise defects; the new defect opens its follow-up', async ({
  page,
}) => {
  const stamp = Date.now();
  const inspection = await mutate<{ id: string; reference: string }>(
    page.request,
    'inspection.createInspectionDirect',
    {
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm({ addressLine1: `${stamp} Defect Street` }),
    },
  );

  // Completing needs every question answered and the inspector's signature (decision 012).
  await passEveryQuestion(page.request, inspection.id);
  await page.goto(`/inspections/${inspection.id}`);
  await page.getByRole('button', { name: 'Update Status' }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Update Status' });
  await statusDialog.getByLabel('Status').selectOption('FAILED');
  await expect(statusDialog.getByText('Inspector signature (required)')).toBeVisible();
  await drawSignature(page, statusDialog);
  await statusDialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(statusDialog.getByText(`${inspection.reference} is now Failed`)).toBeVisible();
  await statusDialog.getByRole('link', { name: 'Raise defects' }).click();

  await expect(page).toHaveURL(new RegExp(`/defects\\?raise=${inspection.id}$`));
  const raise = page.getByRole('dialog', { name: 'Raise defects' });
  await expect(raise).toContainText(inspection.reference);
  // Title and description must not be blank (spec 02 section 5).
  await raise.getByLabel('Title').fill('   ');
  await raise.getByRole('button', { name: 'Raise 1 defect' }).click();
  await expect(raise.getByText('Title is required')).toBeVisible();
  await expect(raise.getByText('Description is required')).toBeVisible();

  const title = `Render cracking ${stamp}`;
  await raise.getByLabel('Title').fill(title);
  await raise.getByLabel('Description').fill('Hairline cracks at the window reveals');
  await raise.getByLabel('Severity').selectOption('critical');
  await raise.getByRole('button', { name: 'Raise 1 defect' }).click();
  await expect(page.getByText('1 defect raised')).toBeVisible();
  await expect(raise).toHaveCount(0);
  await expect(page).toHaveURL(/\/defects$/);

  await page.getByLabel('Search defects').fill(title);
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole('table', { name: 'Defects' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(inspection.reference);
  await expect(row).toContainText('Critical');
  await expect(row).toContainText('Open');
  await expect(page.getByRole('tab', { name: 'All (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Critical (1)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/followup?search=${encodeURIComponent(title)}`);
  await expect(
    page.getByRole('heading', { name: 'Follow-up & Resolution Tracking', level: 1 }),
  ).toBeVisible();
  const followups = page.getByRole('table', { name: 'Follow-up items' });
  const followup = followups.getByRole('row').filter({ hasText: title });
  await expect(followup).toContainText(/Resolve DEF-\d{4}-\d{6}/);
  await expect(followup).toContainText('Defect Resolution');
  await expect(followup).toContainText('High');
  await expect(followup).toContainText('Pending');
  await expectNoSeriousA11yViolations(page);

  // Resolving the defect completes its follow-up.
  await page.goto(`/defects?search=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: /^Update DEF-/ }).click();
  const update = page.getByRole('dialog', { name: /^Update DEF-/ });
  await update.getByLabel('Status').selectOption('resolved');
  await update.getByRole('button', { name: 'Save Changes' }).click();
  await expect(table.getByRole('row').filter({ hasText: title })).toContainText('Resolved');
  await page.goto(`/followup?tab=completed&search=${encodeURIComponent(title)}`);
  await expect(followups.getByRole('row').filter({ hasText: title })).toContainText('Completed');
});

test('follow-ups complete in bulk after confirmation, and reassign', async ({ page }) => {
  const prefix = `Bulk ${Date.now()}`;
  // A fresh inspector to reassign to: the demo inspector's bell belongs to the shell spec.
  const assignee = await createInspector('Followups');
  for (const n of [1, 2, 3]) {
    await mutate(page.request, 'followups.create', {
      type: 'documentation',
      title: `${prefix} item ${n}`,
      description: 'Chase the handover pack',
      priority: 'medium',
      dueDate: inDays(n),
    });
  }
  await page.goto(`/followup?search=${encodeURIComponent(prefix)}`);
  const table = page.getByRole('table', { name: 'Follow-up items' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('tab', { name: 'Pending (3)' })).toBeVisible();
  await expect(
    table.getByRole('progressbar', { name: `Progress of ${prefix} item 1` }),
  ).toHaveAttribute('aria-valuenow', '0');

  // Reassign one to the fresh inspector.
  await table.getByLabel(`Select ${prefix} item 3`).check();
  await page.getByRole('button', { name: 'Reassign' }).click();
  const reassign = page.getByRole('dialog', { name: 'Reassign 1 follow-up' });
  await reassign.getByRole('button', { name: 'Reassign 1 follow-up' }).click();
  await expect(reassign.getByText('Assignee is required')).toBeVisible();
  await reassign.getByLabel('Assign to').selectOption({ label: assignee });
  await reassign.getByRole('button', { name: 'Reassign 1 follow-up' }).click();
  await expect(page.getByText(`1 follow-up reassigned to ${assignee}`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: `${prefix} item 3` })).toContainText(
    assignee,
  );

  // Complete the first two together.
  await table.getByLabel(`Select ${prefix} item 1`).check();
  await table.getByLabel(`Select ${prefix} item 2`).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Selected' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Complete 2 follow-ups?' });
  await confirm.getByRole('button', { name: 'Complete Selected' }).click();
  await expect(page.getByText('2 follow-ups completed')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Completed (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending (1)' })).toBeVisible();
  for (const n of [1, 2]) {
    const row = table.getByRole('row').filter({ hasText: `${prefix} item ${n}` });
    await expect(row).toContainText('Completed');
    await expect(row.getByRole('button', { name: /^Complete / })).toHaveCount(0);
  }
  await expect(
    table.getByRole('progressbar', { name: `Progress of ${prefix} item 1` }),
  ).toHaveAttribute('aria-valuenow', '100');

  await page.getByRole('tab', { name: /^Completed/ }).click();
  await expect(page).toHaveURL(/tab=completed/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
});

import type { APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Uploads a small PDF to the first installer through the installer pages' upload route. */
async function uploadDocument(request: APIRequestContext, name: string) {
  const installers = await request.get('/trpc/payments.installerOptions');
  const body = (await installers.json()) as { result: { data: { id: string }[] } };
  const installerId = body.result.data[0]!.id;
  const response = await request.post(`/api/installers/${installerId}/documents`, {
    headers: { origin: E2E_BASE_URL },
    multipart: {
      type: 'Certificate',
      file: {
        name,
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    },
  });
  expect(response.status()).toBe(201);
}

test('approves and rejects documents from the review queue', async ({ page }) => {
  const stamp = Date.now();
  const approveName = `E2E approve ${stamp}.pdf`;
  const rejectName = `E2E reject ${stamp}.pdf`;
  await uploadDocument(page.request, approveName);
  await uploadDocument(page.request, rejectName);

  await page.goto('/docs-review');
  await expect(page.getByRole('heading', { name: 'Document Review', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Awaiting Review \(\d+\)/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Search documents').fill(`E2E approve ${stamp}`);
  const table = page.getByRole('table', { name: 'Documents' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: `Approve ${approveName}` }).click();
  await expect(page.getByText(`${approveName} approved`)).toBeVisible();
  await expect(page.getByText('No documents', { exact: true })).toBeVisible();

  await page.getByLabel('Search documents').fill(`E2E reject ${stamp}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: `Reject ${rejectName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject document' });
  await dialog.getByRole('button', { name: 'Reject Document' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Certificate has expired');
  await dialog.getByRole('button', { name: 'Reject Document' }).click();
  await expect(page.getByText(`${rejectName} rejected`)).toBeVisible();

  await page.getByRole('tab', { name: /^Rejected/ }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(table.getByRole('row', { name: new RegExp(rejectName) })).toContainText(
    'Reason: Certificate has expired',
  );
  await page.getByRole('tab', { name: /^Approved/ }).click();
  await page.getByLabel('Search documents').fill(`E2E approve ${stamp}`);
  await expect(table.getByRole('row', { name: new RegExp(approveName) })).toBeVisible();
});

test('filters the queue by age and previews a seeded PDF', async ({ page }) => {
  await page.goto('/docs-review?age=gt30');
  const table = page.getByRole('table', { name: 'Documents' });
  await expect(
    table.getByRole('row', { name: /Employers liability insurance\.pdf/ }),
  ).toBeVisible();
  await page.getByLabel('Age').selectOption('lt7');
  await expect(page).toHaveURL(/age=lt7/);
  await expect(table.getByRole('row', { name: /Employers liability insurance\.pdf/ })).toHaveCount(
    0,
  );
  await page.getByLabel('Document type').selectOption('Insurance');
  await table.getByRole('button', { name: 'Preview Public liability insurance 2026.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Public liability insurance 2026.pdf' });
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    /\/api\/document-reviews\/.+\/file$/,
  );
  await expect(dialog.getByRole('link', { name: /^Download / })).toBeVisible();
});

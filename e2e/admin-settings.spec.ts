import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Runs as a new ADMIN per test: the audit test toggles a dashboard widget of its own, which the
// dashboard spec must not see. The tests that switch tenant-wide settings (maintenance mode,
// feature flags) are in tenant-wide.exclusive.spec.ts, which runs after every other spec.
// The accessibility scans are slow on a busy machine, hence the longer timeout.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ freshUser: 'ADMIN' });

test('the audit log filters by resource and exports the filtered CSV', async ({ page }) => {
  // A change of our own to find: saving dashboard widgets writes a user_settings row.
  await page.goto('/settings?tab=widgets');
  const widget = page.getByRole('switch', { name: 'Recent Activity' });
  const wasOn = (await widget.getAttribute('aria-checked')) === 'true';
  await widget.click();
  await expect(page.getByText('Dashboard widgets saved')).toBeVisible();
  await expect(widget).toHaveAttribute('aria-checked', String(!wasOn));
  await widget.click();
  await expect(widget).toHaveAttribute('aria-checked', String(wasOn));

  await page.goto('/settings?tab=audit-log');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Timestamp',
    'User',
    'Action',
    'Resource',
    'Details',
    'IP',
  ]);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Resource').selectOption('user_settings');
  await expect(page).toHaveURL(/auditResource=user_settings/);
  const rows = table.locator('tbody tr');
  // The table's box is aria-busy while the filtered page loads behind the previous one.
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(rows.first()).toContainText('user_settings');
  await expect(rows.filter({ hasNotText: 'user_settings' })).toHaveCount(0);
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Log' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Timestamp,User,Action,Resource,Resource ID,Details,IP Address');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain(',user_settings,');
});

test('backups: back up now lists a downloadable backup; logs export as text', async ({ page }) => {
  await page.goto('/settings?tab=maintenance');
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText(/^Backup inspecthub-backup-.* created$/)).toBeVisible({
    timeout: 30_000,
  });
  const backups = page.getByRole('table', { name: 'Database backups, newest first' });
  await expect(backups.locator('tbody tr').first()).toContainText('inspecthub-backup-');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Logs' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^system-logs-\d{4}-\d{2}-\d{2}\.txt$/);

  const exporting = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export tenant data' }).click();
  const exported = await exporting;
  expect(exported.suggestedFilename()).toMatch(
    /^inspecthub-tenant-export-\d{4}-\d{2}-\d{2}\.ndjson\.gz$/,
  );
  const header = gunzipSync(await readFile(await exported.path()))
    .toString('utf8')
    .split('\n')[0]!;
  expect(JSON.parse(header)).toMatchObject({ format: 'inspecthub-tenant-export' });

  await page.getByRole('button', { name: 'Clear Cache' }).click();
  await expect(
    page.getByText(/^Cache cleared: Tenant settings \(\d+\), Sessions and permissions \(\d+\)$/),
  ).toBeVisible();
});

test('e-mail templates: create, preview with a real installer, duplicate and delete', async ({
  page,
}) => {
  const name = `E2E template ${Date.now()}`;
  await page.goto('/settings?tab=email-templates');
  await expect(page.getByRole('group', { name: 'Filter by category' })).toBeVisible();
  await expect(page.getByText('Delivery Rate')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Template' });
  await dialog.getByRole('button', { name: 'Create Template' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Category').selectOption('reminder');
  await dialog.getByLabel('Subject').fill('Reminder for {{name}}');
  await dialog.getByLabel('Body').fill('Dear {{name}}, your QMP number is {{qmpNumber}}.');
  await dialog.getByRole('button', { name: 'Create Template' }).click();
  await expect(page.getByText('Template created')).toBeVisible();

  await page.getByRole('button', { name: 'Reminder', exact: true }).click();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Preview ${name}` }).click();
  const preview = page.getByRole('dialog', { name: 'Template Preview' });
  await expect(preview.getByText(/^Reminder for /)).toBeVisible();
  const installer = await preview
    .getByLabel('Sample installer')
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');
  expect(installer).not.toBe('');
  await expect(preview.getByText(`Reminder for ${installer}`, { exact: true })).toBeVisible();
  await expect(preview.getByText(`Dear ${installer}, your QMP number is`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: `Duplicate ${name}` }).click();
  await expect(page.getByText(`Template duplicated as "Copy of ${name}"`)).toBeVisible();
  for (const title of [`Copy of ${name}`, name]) {
    await page
      .getByRole('listitem')
      .filter({ hasText: title })
      .first()
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete Template' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Template deleted').first()).toBeVisible();
  }
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test('notification rules and data retention tabs show every event and record type', async ({
  page,
}) => {
  await page.goto('/settings?tab=notifications');
  await expect(
    page.getByRole('switch', { name: 'Inspection assigned to an inspector' }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'System notices' })).toBeVisible();
  expect(await page.getByRole('switch').count()).toBeGreaterThanOrEqual(10);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/settings?tab=data-retention');
  await expect(page.getByLabel('Retention period for Read notifications')).toHaveValue('90');
  await expect(page.getByLabel('Retention period for Audit log entries')).toHaveValue('2555');
  await expectNoSeriousA11yViolations(page);
});

import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('create a project, link an inspection and open the project page', async ({ page }) => {
  // Three axe scans and several round trips; the default 30 s is tight on a busy machine.
  test.setTimeout(90_000);
  const name = `Harrogate EWI ${Date.now()}`;
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Projects');
  await expect(page.getByText('Total Projects')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Project' });
  const create = dialog.getByRole('button', { name: 'Create Project' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Name').fill(name);
  await expect(create).toBeEnabled();
  await create.click();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await dialog.getByLabel('Description').fill('Phase 1 of the Harrogate programme.');
  await dialog.getByLabel('Type').selectOption('CWI');
  await dialog.getByLabel('Priority').selectOption('urgent');
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Project PROJ-\d{4}-\d{4} created$/)).toBeVisible();

  await page.getByLabel('Search projects').fill(name);
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Cavity Wall Insulation (CWI)')).toBeVisible();
  await expect(page.getByText('No inspections linked')).toBeVisible();

  await page.getByRole('button', { name: 'Link Inspections' }).click();
  const link = page.getByRole('dialog', { name: 'Link Inspections' });
  await link.getByLabel('Find inspections').fill('INS-');
  const first = link
    .getByRole('list', { name: 'Matching inspections' })
    .getByRole('checkbox')
    .first();
  await first.check();
  const label =
    (await link.locator(`label[for="${await first.getAttribute('id')}"]`).textContent()) ?? '';
  const reference = /INS-\d{4}-\d{6}/.exec(label)?.[0] ?? '';
  expect(reference).not.toBe('');
  await expectNoSeriousA11yViolations(page);
  await link.getByRole('button', { name: 'Link 1 Selected' }).click();
  await expect(link).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Inspections (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The inspection's page names its project, and the link leads back.
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(reference);
  const projectsCard = page.getByRole('region', { name: 'Projects' });
  await projectsCard.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Projects');
});

test('the status filter lives in the URL and an unknown project says so', async ({ page }) => {
  await page.goto('/projects?status=completed');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
  await expect(page.getByRole('link', { name: 'Room-in-roof audit 2025' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cardiff cavity wall top-up' })).toHaveCount(0);
  await page.goto('/projects/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Project not found')).toBeVisible();
});

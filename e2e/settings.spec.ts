import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Runs as the demo ADMIN (Alex Morgan). Creating and deleting users, which counts the tenant's
// users, is in users.exclusive.spec.ts: other specs add users at any time.
test.describe.configure({ mode: 'serial' });

test('roles tab shows role cards and a matrix that keeps admin user rights', async ({ page }) => {
  await page.goto('/settings?tab=users');
  await page.getByRole('tab', { name: 'Roles & Permissions' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=roles$/);
  const roles = page.getByRole('list', { name: 'Roles' });
  await expect(roles.getByRole('heading', { name: 'Administrator' })).toBeVisible();
  await expect(roles).toContainText('Full Access');
  await expect(roles).toContainText('Limited Access');
  await expect(roles).toContainText('View Only');
  // The INSPECTOR card and the default matrix agree: no all-inspections view (issue 11 point 6).
  await expect(roles.getByRole('listitem').filter({ hasText: 'Inspector' })).toContainText(
    'Assigned inspections, submit reports; no all-inspections view or user management.',
  );
  await expect(roles.getByRole('listitem').first()).toContainText(/\d+ users?/);

  const matrix = page.getByRole('table', { name: 'Permission matrix' });
  await expect(matrix).toBeVisible();
  await expect(matrix).toContainText('Inspections');
  await expect(
    matrix.getByRole('checkbox', { name: 'View all inspections for INSPECTOR' }),
  ).not.toBeChecked();
  const adminEditUsers = matrix.getByRole('checkbox', { name: 'Edit users for ADMIN' });
  await expect(adminEditUsers).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await adminEditUsers.click();
  await expect(page.getByText('Administrators must keep user management rights.')).toBeVisible();
  await expect(adminEditUsers).toBeChecked();

  // A reload opens the same tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Roles & Permissions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test.describe('as a COORDINATOR', () => {
  test.use({ freshUser: 'COORDINATOR' });

  test('Admin Settings refuses user management and shows the matrix read-only', async ({
    page,
  }) => {
    await page.goto('/settings?tab=users');
    await expect(page.getByRole('heading', { name: 'Admin Settings', level: 1 })).toBeVisible();
    // Without settings:manage only Profile, Account and Roles & Permissions are offered.
    await expect(page.getByRole('alert')).toContainText(
      'You do not have permission to view Admin Settings.',
    );
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Roles & Permissions' }).click();
    const matrix = page.getByRole('table', { name: 'Permission matrix' });
    await expect(matrix).toBeVisible();
    await expect(matrix.getByRole('checkbox')).toHaveCount(0);
  });
});

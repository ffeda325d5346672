import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Runs as the demo ADMIN (Alex Morgan). It counts the tenant's users, which other specs add at
// any time (each test makes its own), so it runs in the exclusive project, after them, alone.

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

async function totalUsers(page: Page) {
  const value = page.locator('dt', { hasText: /^Total Users$/ }).locator('+ dd');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

test('admins create, edit, re-password and delete a user', async ({ page }) => {
  const stamp = Date.now();
  const email = `coord.${stamp}@example.test`;
  const lastName = `Tester${stamp}`;

  await page.goto('/settings?tab=users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Settings');
  await expect(page.getByRole('tablist', { name: 'Admin settings sections' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(usersTable(page)).toBeVisible();
  const before = await totalUsers(page);
  await expectNoSeriousA11yViolations(page);

  // Create: the schema's messages come first.
  await page.getByRole('button', { name: 'Add User' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add User' });
  await addDialog.getByRole('button', { name: 'Create User' }).click();
  await expect(addDialog.getByText('Email is required')).toBeVisible();
  await expect(addDialog.getByText('First name is required')).toBeVisible();
  await expect(addDialog.getByText('Password is required')).toBeVisible();
  await expect(addDialog.getByLabel('Role')).toHaveValue('INSPECTOR');
  await expect(addDialog.getByLabel('Active')).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await addDialog.getByLabel('Email').fill(email);
  await addDialog.getByLabel('First name').fill('Casey');
  await addDialog.getByLabel('Last name').fill(lastName);
  await addDialog.getByLabel('Role').selectOption('COORDINATOR');
  await addDialog.getByLabel('Password').fill('short');
  await addDialog.getByRole('button', { name: 'Create User' }).click();
  await expect(addDialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await addDialog.getByLabel('Password').fill('a-long-password-1');
  await addDialog.getByRole('button', { name: 'Create User' }).click();
  await expect(addDialog).toBeHidden();
  await expect(page.getByText('User created')).toBeVisible();

  const row = usersTable(page).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`Casey ${lastName}`);
  await expect(row).toContainText('coordinator');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');
  expect(await totalUsers(page)).toBe(before + 1);

  // The same e-mail again is refused inside the dialog.
  await page.getByRole('button', { name: 'Add User' }).click();
  await addDialog.getByLabel('Email').fill(email);
  await addDialog.getByLabel('First name').fill('Dup');
  await addDialog.getByLabel('Last name').fill('Licate');
  await addDialog.getByLabel('Password').fill('a-long-password-1');
  await addDialog.getByRole('button', { name: 'Create User' }).click();
  await expect(addDialog.getByRole('alert')).toBeVisible();
  await addDialog.getByRole('button', { name: 'Close' }).click();

  // Search filters client-side.
  await page.getByLabel('Search users').fill(lastName.toUpperCase());
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
  await page.getByLabel('Search users').fill('');

  // Edit the last name.
  await page.getByRole('button', { name: `Edit Casey ${lastName}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(editDialog.getByText('Leave blank to keep the current password')).toBeVisible();
  await expect(editDialog.getByLabel('Email')).toHaveValue(email);
  await editDialog.getByLabel('Last name').fill(`${lastName}x`);
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(row).toContainText(`Casey ${lastName}x`);

  // Set a password in a proper dialog.
  await page.getByRole('button', { name: `Set password for Casey ${lastName}x` }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Set Password' });
  await passwordDialog.getByLabel('New password').fill('short');
  await passwordDialog.getByRole('button', { name: 'Save Password' }).click();
  await expect(passwordDialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await passwordDialog.getByLabel('New password').fill('another-password-2');
  await passwordDialog.getByRole('button', { name: 'Save Password' }).click();
  await expect(passwordDialog).toBeHidden();
  await expect(page.getByText('Password updated')).toBeVisible();

  // Deleting yourself is refused, and the refusal shows in the dialog.
  await page.getByRole('button', { name: 'Delete Alex Morgan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
  await expect(confirm).toContainText('Are you sure you want to delete this user?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('You cannot delete your own account.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // Delete the new user.
  await page.getByRole('button', { name: `Delete Casey ${lastName}x` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('User deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await totalUsers(page)).toBe(before);
});

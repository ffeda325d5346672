import { request } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';
import { storageStatePath } from './demo-accounts';

/**
 * A new active INSPECTOR created by the demo ADMIN through the API. Specs that
 * assign work to someone use one, so the demo inspector's notifications stay
 * those of the seed (the bell test counts them).
 */
export async function createInspector(label: string) {
  const admin = await request.newContext({
    baseURL: E2E_BASE_URL,
    storageState: storageStatePath('ADMIN'),
  });
  const stamp = Date.now();
  const user = { firstName: 'Ivy', lastName: `${label}${stamp}` };
  const response = await admin.post('/trpc/users.create', {
    data: {
      ...user,
      email: `ivy.${label.toLowerCase()}.${stamp}@example.test`,
      role: 'INSPECTOR',
      password: `Inspector-${stamp}`,
      isActive: true,
    },
  });
  if (!response.ok()) throw new Error(`users.create failed: ${await response.text()}`);
  await admin.dispose();
  return `${user.firstName} ${user.lastName}`;
}

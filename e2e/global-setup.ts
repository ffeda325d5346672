import { request, type FullConfig } from '@playwright/test';
import { ADMIN, COORDINATOR, INSPECTOR, PASSWORD, storageStatePath } from './demo-accounts';

/**
 * Signs each role in once through the API (not the login page) and saves
 * the session cookie; tests start already signed in. Tests that end their
 * session (logout) sign in on their own.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!;
  for (const account of [ADMIN, COORDINATOR, INSPECTOR]) {
    const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    const response = await context.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: PASSWORD },
    });
    if (!response.ok())
      throw new Error(
        `sign-in for ${account.email} failed: ${response.status()} ${await response.text()}`,
      );
    await context.storageState({ path: storageStatePath(account.role) });
    await context.dispose();
  }
}

import { request, type FullConfig } from '@playwright/test';
import { resolveChromium } from './chromium';
import { ADMIN, COORDINATOR, INSPECTOR, PASSWORD, storageStatePath } from './demo-accounts';
import { startOidcStandIn } from '../src/server/test-support/oidc-stand-in';
import { startMailbox } from './mailbox';
import { oidcStandInPort } from './oidc';

/**
 * Signs each role in once through the API (not the login page) and saves
 * the session cookie; tests start already signed in. Tests that end their
 * session (logout) sign in on their own.
 */
export default async function globalSetup(config: FullConfig) {
  // The server's SMTP_URL points here (playwright.config.ts); closed by the returned teardown.
  const closeMailbox = await startMailbox();
  const baseURL = config.projects[0]!.use.baseURL!;
  // The organisation's identity provider of e2e/sso.spec.ts, on the port the server trusts.
  const standIn = await startOidcStandIn(baseURL, oidcStandInPort(Number(new URL(baseURL).port)));
  // Resolved once, here: unpacking the packaged build from two workers at once would race.
  // Workers start after global setup and inherit its environment (playwright.config.ts reads it).
  const chromium = await resolveChromium();
  process.env.E2E_CHROMIUM_PATH = chromium.executablePath;
  if (chromium.libraryPath) process.env.E2E_CHROMIUM_LIBRARY_PATH = chromium.libraryPath;
  if (chromium.source !== 'system')
    console.log(`Chromium (${chromium.source}): ${chromium.executablePath}`);

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
  return async () => {
    await closeMailbox();
    await standIn.close();
  };
}

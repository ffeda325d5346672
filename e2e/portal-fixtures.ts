import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations } from './fixtures';
import { waitForMail } from './mailbox';

/** What the installer portal's specs share: tRPC over HTTP, a failed item, an invited user. */

export async function trpcQuery<T>(api: APIRequestContext, path: string, input?: unknown) {
  const suffix = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await api.get(`/trpc/${path}${suffix}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

export async function trpcMutate<T = unknown>(
  api: APIRequestContext,
  path: string,
  input: unknown,
) {
  const response = await api.post(`/trpc/${path}`, { data: input });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

export type OpenItem = {
  inspectionId: string;
  reference: string;
  itemId: string;
  label: string;
  status: string;
  evidenceSubmittedAt: string | null;
};

/**
 * The `pick`th Active demo installer (the portal is refused the others) with a failed item
 * waiting for its remediation, and that item. Each spec picks its own numbers, so specs running
 * side by side never work on the same installer.
 */
export async function installerWithOpenItem(admin: APIRequestContext, pick: number) {
  const installers = await trpcQuery<{ id: string }[]>(admin, 'installers.options', {
    search: '',
  });
  let seen = 0;
  for (const installer of installers) {
    const clocks = await trpcQuery<OpenItem[]>(admin, 'checklists.remediationClocks', {
      installerId: installer.id,
    });
    const open = clocks.find((c) => c.status === 'Pending' && !c.evidenceSubmittedAt);
    if (open && seen++ === pick) return { installerId: installer.id, item: open };
  }
  throw new Error(`The demo data has no ${pick + 1} installers with an open failed item`);
}

/** Invites `name` for the installer and accepts with the e-mailed link's token. */
export async function inviteInstallerUser(
  admin: APIRequestContext,
  installerId: string,
  name: string,
) {
  const email = `portal.${randomUUID().slice(0, 8)}@example.test`;
  const password = `Portal-${randomUUID()}`;
  await trpcMutate(admin, 'installerPortal.invitations.invite', {
    installerId,
    people: [{ name, email }],
  });
  const mail = await waitForMail(email, /token=/, 60_000);
  const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.text)![1]!);
  await trpcMutate(admin, 'portal.acceptInvitation', { token, newPassword: password });
  return { email, password };
}

/** No sideways scrolling at the viewport's width, and no serious accessibility violation. */
export async function expectFits(page: Page) {
  await expectNoSeriousA11yViolations(page, true);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

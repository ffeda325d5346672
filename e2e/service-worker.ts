import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Waits until a service worker is active and controls this page (after a reload if need be). */
export async function waitForControllingWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

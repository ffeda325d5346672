import type { Page, TestInfo } from '@playwright/test';

const KEPT_EVENTS = 25;
const SNAPSHOT_CHARACTERS = 6000;

/**
 * What a failed test's page showed, printed with the failure. CI keeps only what the run prints
 * (not test-results/ nor a trace), so without this a failure there says only which assertion
 * timed out, never why (an error shown in a form, a refused call, a crash in the console).
 */
export function watchPageForFailureReport(page: Page) {
  const events: string[] = [];
  const keep = (line: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (events.length > KEPT_EVENTS) events.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      keep(`console ${message.type()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => keep(`page error: ${error.message.slice(0, 300)}`));
  page.on('requestfailed', (request) =>
    keep(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) {
      keep(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });

  return async function reportIfFailed(testInfo: TestInfo) {
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    // The page's own part, open dialogs and toasts: the navigation is the same on every page.
    const parts = await page
      .locator('main, [role="dialog"], [aria-label="Status updates"]')
      .all()
      .catch(() => []);
    const snapshots = await Promise.all(
      parts.map((part) =>
        part
          .ariaSnapshot({ timeout: 5000 })
          .catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`),
      ),
    );
    const snapshot = snapshots.join('\n') || '(no main, dialog or toast on the page)';
    console.log(
      [
        `--- what the page showed when "${testInfo.title}" failed ---`,
        `URL: ${page.url()}`,
        snapshot.slice(0, SNAPSHOT_CHARACTERS),
        `--- the page's last errors and refused calls (${events.length}) ---`,
        ...events,
        '---',
      ].join('\n'),
    );
  };
}

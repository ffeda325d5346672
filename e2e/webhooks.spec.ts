import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Admin Settings > Webhooks (issue 33 point 5) against a receiver this spec starts on the
// machine: the server allows plain http to 127.0.0.1 in e2e (WEBHOOKS_ALLOW_HTTP_LOCALHOST).
test.use({ freshUser: 'ADMIN' });
test.describe.configure({ timeout: 90_000 });

type Received = { headers: IncomingHttpHeaders; body: string };
let server: Server;
let receiverUrl: string;
const received: Received[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received by the e2e receiver');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${Date.now()}`;
});
/** Screenshots in the test's own output folder, to look at (docs/webhooks.md, "The page"). */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('an ADMIN adds an endpoint, sends a test event, sees it delivered and signed, replays it and deletes the endpoint', async ({
  page,
}) => {
  await page.goto('/settings?tab=webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  // Nothing chosen: the form says what is missing before anything is sent.
  await dialog.getByLabel('Endpoint URL').fill(receiverUrl);
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('Choose at least one event')).toBeVisible();
  await dialog.getByLabel('Lodged measure created').check();
  await dialog.getByLabel('Description').fill('E2E receiver');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = (await secretDialog
    .getByRole('status', { name: 'Signing secret' })
    .textContent())!;
  expect(secret).toMatch(/^whsec_/);
  await expectNoSeriousA11yViolations(page);
  await secretDialog.getByRole('button', { name: 'Done' }).click();

  const card = page.getByRole('listitem').filter({ hasText: receiverUrl });
  await expect(card.getByText('No deliveries yet')).toBeVisible();
  await card.getByRole('button', { name: 'Send test event' }).click();
  await card.getByRole('button', { name: 'Show deliveries' }).click();
  const deliveries = card.getByRole('region', { name: `Deliveries to ${receiverUrl}` });
  const row = deliveries.getByRole('row').filter({ hasText: 'webhook.test' });
  // The server's delivery job runs every 2 seconds; the table refreshes every 3.
  await expect(row.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('HTTP 200')).toBeVisible();

  expect(received).toHaveLength(1);
  const event = new Webhook(secret).verify(
    received[0]!.body,
    received[0]!.headers as Record<string, string>,
  );
  expect(event).toMatchObject({ type: 'webhook.test' });

  // The deliveries are the shared DataTable: 20 a page, a row's attempts open in a dialog.
  await expect(
    deliveries.getByRole('table', { name: `Deliveries to ${receiverUrl}` }),
  ).toBeVisible();
  await row.getByRole('button', { name: 'Show attempts of webhook.test' }).click();
  const attempts = page.getByRole('dialog', { name: 'Attempts of webhook.test' });
  await expect(attempts.getByText('received by the e2e receiver')).toBeVisible();
  await expect(attempts.getByText(/^Attempt 1, .*: HTTP 200 in/)).toBeVisible();
  await screenshot(page, 'webhook-attempts-1440');
  await page.keyboard.press('Escape');
  await expect(attempts).toBeHidden();
  await screenshot(page, 'webhook-deliveries-1440');
  await row.getByRole('button', { name: 'Replay webhook.test delivery' }).click();
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
  expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);

  // A phone: the page itself never scrolls sideways (the table scrolls inside its box).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await card.getByRole('button', { name: 'Show deliveries' }).click();
  // Below md the table's rows are cards, each with its actions at its foot.
  const deliveryCard = deliveries.getByRole('listitem').filter({ hasText: 'webhook.test' }).first();
  await expect(deliveryCard.getByText('Delivered')).toBeVisible();
  await screenshot(page, 'webhook-deliveries-390');
  await deliveryCard.getByRole('button', { name: 'Show attempts of webhook.test' }).click();
  await expect(attempts.getByText('received by the e2e receiver').first()).toBeVisible();
  await screenshot(page, 'webhook-attempts-390');
  await page.keyboard.press('Escape');
  const { overflow, culprit } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = '';
    let right = width;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName} ${String(element.getAttribute('class'))}`;
      }
    }
    return { overflow: document.documentElement.scrollWidth - width, culprit: widest };
  });
  expect(overflow, `scrolls sideways (${culprit})`).toBeLessThanOrEqual(0);

  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
  await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: receiverUrl })).toHaveCount(0);
});

test.describe('without webhooks:manage', () => {
  test.use({ freshUser: 'COORDINATOR' });
  test('a COORDINATOR is offered no Webhooks tab', async ({ page }) => {
    await page.goto('/settings?tab=webhooks');
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveCount(0);
  });
});

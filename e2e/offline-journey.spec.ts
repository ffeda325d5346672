import { createHash } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { makeTestJpeg } from '../src/server/test-support/evidence-photos';
import { E2E_BASE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { assignTodayTo, type AssignedInspection } from './assign-today';
import { demoAdminRequest } from './fresh-users';
import { waitForControllingWorker } from './service-worker';
import { drawSignature } from './status-helpers';

/**
 * Issue 32 point 9: the whole day on site with no signal, at 390 px, in the browser's offline
 * mode. Sign in, keep the day's inspection, go offline, reload (the service worker serves the
 * app), answer five items, attach two photos, sign and complete; back online everything arrives
 * exactly once. Again with the connection dropped half-way through a photo (the upload resumes
 * from the server's offset) and with every request answered by the server but lost on the way
 * back (each is sent again: the idempotency keys and tus offsets make the second a no-op).
 * And a conflict: the same answer changed on the server meanwhile; both shown, the choice audited.
 */
test.use({
  freshUser: 'INSPECTOR',
  viewport: { width: 390, height: 844 },
  // Every other spec blocks service workers (playwright.config.ts): this one needs the app shell.
  serviceWorkers: 'allow',
});
test.describe.configure({ timeout: 180_000 });

type Inspection = AssignedInspection;

async function query<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** Keeps today's inspections on the device, with the app shell cached by the worker. */
async function keepToday(page: Page, reference: string) {
  await page.goto('/offline');
  await waitForControllingWorker(page);
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Offline from the reload on: five answers, two photos, signed and completed Passed. */
async function workOffline(page: Page, context: BrowserContext, inspection: Inspection) {
  await context.setOffline(true);
  const document = await page.goto(`/offline/inspections/${inspection.id}`);
  expect(document?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: inspection.reference, level: 1 })).toBeVisible();
  await expect(page.getByText('You are offline.', { exact: false }).first()).toBeVisible();

  const checklist = page.getByRole('region', { name: 'Checklist' });
  const questions = checklist.getByRole('listitem').filter({ hasText: /^[A-Z]+\.\d+ / });
  await expect(questions).toHaveCount(5);
  const dialog = page.getByRole('dialog', { name: /^Answer / });
  for (const question of await questions.all()) {
    await question.getByRole('button', { name: /^Answer / }).click();
    await dialog.getByLabel('Pass').check();
    await dialog.getByRole('button', { name: 'Save answer' }).click();
    await expect(question.getByText('Not yet sent')).toBeVisible();
  }

  const photos: Buffer[] = [];
  for (const [n, item] of [
    [1, /^[A-Z]+\.PHOTO-PRE-1 /],
    [2, /^[A-Z]+\.PHOTO-POST-1 /],
  ] as const) {
    // Big enough for several upload chunks' worth of bytes, small enough to keep as taken.
    const photo = await makeTestJpeg({
      width: 1600,
      height: 1200,
      noise: true,
      seed: (Date.now() % 9973) + n,
    });
    photos.push(photo);
    const row = checklist.getByRole('listitem', { name: item });
    await row
      .getByLabel(/^Take a photo for /)
      .setInputFiles({ name: `site-${n}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await expect(row.getByRole('img', { name: `site-${n}.jpg` })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Sign and complete' }).click();
  const complete = page.getByRole('dialog', { name: 'Sign and complete' });
  await complete.getByLabel('Status').selectOption('Passed');
  await drawSignature(page, complete);
  await complete.getByLabel('Completion notes').fill('Completed with no signal.');
  await complete.getByRole('button', { name: 'Sign and complete' }).click();
  await expect(complete).toHaveCount(0);
  // Five answers, two photos, the signature and the completion.
  await expect(page.getByText('You are offline. 9 changes wait to be sent.')).toBeVisible();
  return photos;
}

/** Back online: the outbox empties by itself and nothing is refused. */
async function sendOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await expect(page.getByText(/wait(s)? to be sent/)).toHaveCount(0, { timeout: 90_000 });
  await expect(page.getByText('Not yet sent')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** What the server holds, and how many times each change was recorded in the audit log. */
async function expectExactlyOnce(inspection: Inspection, userId: string, photos: Buffer[]) {
  const admin = await demoAdminRequest();
  try {
    const record = await query<{ status: string }>(admin, 'inspection.get', { id: inspection.id });
    expect(record.status).toBe('PASSED');
    const evidence = await query<{
      files: { sha256: string; fileName: string }[];
      signature: unknown;
    }>(admin, 'evidence.list', { inspectionId: inspection.id });
    expect(evidence.files.map((f) => f.sha256).sort()).toEqual(photos.map(sha256).sort());
    expect(evidence.signature).not.toBeNull();
    const audit = await query<{ rows: { action: string; resourceId: string | null }[] }>(
      admin,
      'audit.list',
      { filters: { userId }, pageSize: 100 },
    );
    const counts: Record<string, number> = {};
    for (const row of audit.rows) counts[row.action] = (counts[row.action] ?? 0) + 1;
    expect(counts).toMatchObject({ answer: 5, attach_evidence: 2, sign: 1, update: 1 });
  } finally {
    await admin.dispose();
  }
}

test('a day offline: reload, five answers, two photos, signed and completed; sent exactly once', async ({
  page,
  context,
  user,
}) => {
  const inspection = await assignTodayTo(user, 'Signal Lane');
  await keepToday(page, inspection.reference);
  const photos = await workOffline(page, context, inspection);
  await page.screenshot({ path: test.info().outputPath('offline-journey-390.png') });
  await sendOnline(page, context);
  await expectExactlyOnce(inspection, user.id, photos);
});

test('the connection drops half-way through a photo: the upload resumes and arrives once', async ({
  page,
  context,
  user,
}) => {
  const inspection = await assignTodayTo(user, 'Signal Lane');
  await keepToday(page, inspection.reference);
  const photos = await workOffline(page, context, inspection);
  // The first photo's bytes: half reach the server, then the connection drops. tus asks the
  // server how much it has (HEAD) and sends only the rest.
  const offsets: string[] = [];
  let dropped = false;
  await context.route('**/api/uploads/**', async (route: Route) => {
    const request = route.request();
    if (request.method() === 'HEAD') {
      const response = await route.fetch();
      offsets.push(response.headers()['upload-offset'] ?? '');
      return route.fulfill({ response });
    }
    if (request.method() !== 'PATCH' || dropped) return route.continue();
    dropped = true;
    const body = request.postDataBuffer()!;
    const half = body.subarray(0, Math.floor(body.length / 2));
    await route.fetch({
      postData: half,
      headers: { ...request.headers(), 'content-length': String(half.length) },
    });
    return route.abort('connectionreset');
  });
  await sendOnline(page, context);
  expect(dropped).toBe(true);
  // The server kept the first half: the resumed upload started there, not at 0.
  expect(offsets.some((offset) => Number(offset) > 0)).toBe(true);
  await expectExactlyOnce(inspection, user.id, photos);
});

test('every request reaches the server but its answer is lost: each is sent again, applied once', async ({
  page,
  context,
  user,
}) => {
  const inspection = await assignTodayTo(user, 'Signal Lane');
  await keepToday(page, inspection.reference);
  const photos = await workOffline(page, context, inspection);
  const lost = new Set<string>();
  const loseFirstAnswer = async (route: Route) => {
    const request = route.request();
    const id = `${request.method()} ${request.url()} ${request.postDataBuffer()?.toString('base64') ?? ''}`;
    if (lost.has(id)) return route.continue();
    lost.add(id);
    await route.fetch();
    return route.abort('connectionreset');
  };
  await context.route('**/trpc/offline.applyChange**', loseFirstAnswer);
  await context.route('**/api/uploads/**', loseFirstAnswer);
  await sendOnline(page, context);
  expect(lost.size).toBeGreaterThanOrEqual(9);
  await expectExactlyOnce(inspection, user.id, photos);
});

test('a conflict: the answer changed on the server meanwhile; both are shown and the choice audited', async ({
  page,
  context,
  user,
}) => {
  const inspection = await assignTodayTo(user, 'Signal Lane');
  await keepToday(page, inspection.reference);
  await page.getByRole('link', { name: inspection.reference }).click();
  const checklist = page.getByRole('region', { name: 'Checklist' });
  const first = checklist
    .getByRole('listitem')
    .filter({ hasText: /^[A-Z]+\.\d+ / })
    .first();
  const itemId = (await first.getByRole('button', { name: /^Answer / }).textContent())!
    .replace(/^Answer\s*/, '')
    .trim();

  await context.setOffline(true);
  await first.getByRole('button', { name: /^Answer / }).click();
  const dialog = page.getByRole('dialog', { name: /^Answer / });
  await dialog.getByLabel('Pass').check();
  await dialog.getByLabel('Comment').fill('Sound from the scaffold');
  await dialog.getByRole('button', { name: 'Save answer' }).click();
  await expect(first.getByText('Not yet sent')).toBeVisible();

  // Meanwhile a coordinator (here the demo admin) answers the same item at the office.
  const admin = await demoAdminRequest();
  try {
    const answered = await admin.post('/trpc/checklists.answer', {
      data: {
        inspectionId: inspection.id,
        itemId,
        answer: 'Fail',
        severity: 'Minor',
        comment: 'Gap at the eaves in the photos',
      },
      headers: { origin: E2E_BASE_URL },
    });
    expect(answered.ok(), await answered.text()).toBe(true);
  } finally {
    await admin.dispose();
  }

  await context.setOffline(false);
  const conflict = page.getByRole('region', { name: `Conflict on ${itemId}` });
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  await expect(conflict).toContainText('Sound from the scaffold');
  await expect(conflict).toContainText('Gap at the eaves in the photos');
  await page.screenshot({ path: test.info().outputPath('offline-conflict-390.png') });
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('Not yet sent')).toHaveCount(0, { timeout: 30_000 });

  const check = await demoAdminRequest();
  try {
    const checklistNow = await query<{
      items: { itemId: string; answer: string | null; comment: string }[];
    }>(check, 'checklists.forInspection', { inspectionId: inspection.id });
    expect(checklistNow.items.find((i) => i.itemId === itemId)).toMatchObject({
      answer: 'Pass',
      comment: 'Sound from the scaffold',
    });
    const audit = await query<{ rows: { action: string; details: unknown }[] }>(
      check,
      'audit.list',
      { filters: { userId: user.id, action: 'resolve_conflict' }, pageSize: 25 },
    );
    expect(audit.rows).toHaveLength(1);
    expect(JSON.stringify(audit.rows[0]!.details)).toContain('Gap at the eaves in the photos');
  } finally {
    await check.dispose();
  }
});

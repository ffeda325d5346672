// Offline outbox (issue 32 point 10): 50 photos of about 4 MB taken on the on-site page while
// offline, then sent when the network returns. The device is real: Chromium (the e2e suite's
// binary) runs the built app, keeps the photos in IndexedDB and drains its outbox (tus uploads,
// then offline.applyChange) as a phone would. The server is the built one in its own process
// (PGlite on a fresh data directory, or BENCH_POSTGRES_URL), restarted before the drain so its
// peak RSS (VmHWM) is the drain's alone.
//
// The photos: BASE_PHOTOS distinct noisy 2560x1920 JPEGs (2560 px is the default longest side
// kept, so the device sends them as taken), each copy with its own JPEG comment, so its SHA-256
// differs (the server refuses the same bytes twice on an inspection) while the pixels repeat.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { resolveChromium } from '../e2e/chromium';
import { todayInLondon } from '../src/shared/format';
import { buildWizardForm } from '../src/server/db/inspection-factories';
import { makeTestJpeg, withJpegComment } from '../src/server/test-support/evidence-photos';
import { createScratchDatabase } from '../src/server/test-support/scratch-postgres';
import {
  baseUrlOf,
  memoryOf,
  sampleRss,
  signInCookie,
  startBuiltServer,
  stopBuiltServer,
} from './built-server';

const PHOTOS = Number(process.env.BENCH_OFFLINE_PHOTOS ?? 50);
const BASE_PHOTOS = 5;
const PORT = Number(process.env.BENCH_OFFLINE_PORT ?? 3906);
const BASE = baseUrlOf(PORT);
const ADMIN = { email: 'offline@inspecthub.bench', password: 'bench-password-1' };
const INSPECTOR = {
  email: 'inspector@inspecthub.bench',
  password: 'bench-password-2',
  firstName: 'Ivy',
  lastName: 'Offline',
};
const mb = (kb: number) => Math.round(kb / 1024);

async function trpc<T>(cookie: string, path: string, input: unknown): Promise<T> {
  const response = await fetch(`${BASE}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, cookie },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function trpcQuery<T>(cookie: string, path: string, input: unknown): Promise<T> {
  const query = encodeURIComponent(JSON.stringify(input));
  const response = await fetch(`${BASE}/trpc/${path}?input=${query}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** The inspector, and today's inspection assigned to them (by name, as the wizard does). */
async function setUp(adminCookie: string) {
  await trpc(adminCookie, 'users.create', { ...INSPECTOR, role: 'INSPECTOR', isActive: true });
  const form = buildWizardForm('schedule', {
    inspectorName: `${INSPECTOR.firstName} ${INSPECTOR.lastName}`,
    scheduledDate: todayInLondon(),
    addressLine1: '7 Offline Row',
  });
  const created = await trpc<{ id: string }>(adminCookie, 'inspection.createInspectionDirect', {
    source: 'SCHEDULE_WIZARD',
    form,
  });
  return created.id;
}

/** Signs the browser in, keeps today's inspections, opens the on-site page and goes offline. */
async function takePhotosOffline(page: Page, inspectionId: string, photos: Buffer[]) {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(INSPECTOR.email);
  await page.getByLabel('Password').fill(INSPECTOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${BASE}/offline`);
  await page
    .getByRole('link', { name: /7 Offline Row|INS-/ })
    .first()
    .waitFor();
  await page.goto(`${BASE}/offline/inspections/${inspectionId}`);
  const input = page.locator('input[aria-label^="Take a photo for"]').first();
  await input.waitFor({ state: 'attached' });
  await page.context().setOffline(true);
  for (let i = 0; i < photos.length; i++) {
    await input.setInputFiles({
      name: `photo-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: photos[i]!,
    });
    await page
      .getByText(
        `You are offline. ${i + 1 === 1 ? '1 change waits' : `${i + 1} changes wait`} to be sent.`,
      )
      .waitFor();
  }
}

/** The device's outbox, counted in its own IndexedDB (src/web/offline/store.ts). */
function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('inspecthub-offline');
        open.onerror = () => reject(new Error('cannot open the device store'));
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );
}

async function waitForEmptyOutbox(page: Page) {
  const deadline = Date.now() + 15 * 60_000;
  while ((await outboxCount(page)) > 0) {
    if (Date.now() > deadline) throw new Error('the outbox did not drain in 15 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'inspecthub-bench-offline-'));
  const bases: Buffer[] = [];
  for (let i = 0; i < BASE_PHOTOS; i++) {
    bases.push(
      await makeTestJpeg({
        width: 2560,
        height: 1920,
        noise: true,
        quality: 92,
        seed: i + 11,
        takenAt: '2026:11:20 10:15:30',
        gps: { latitude: 53.74, longitude: -2.01 },
      }),
    );
  }
  const photos = Array.from({ length: PHOTOS }, (_, i) =>
    withJpegComment(bases[i % bases.length]!, `InspectHub offline bench ${i + 1}`),
  );
  const bytes = photos.reduce((sum, photo) => sum + photo.length, 0);
  const scratch = process.env.BENCH_POSTGRES_URL
    ? await createScratchDatabase(process.env.BENCH_POSTGRES_URL, 'inspecthub_bench_offline')
    : null;
  const options = {
    port: PORT,
    dataDir: join(dir, 'data'),
    databaseUrl: scratch?.url,
    admin: ADMIN,
  };
  const browserBinary = await resolveChromium();
  const browser = await chromium.launch({
    executablePath: browserBinary.executablePath,
    ...(browserBinary.libraryPath
      ? { env: { ...process.env, LD_LIBRARY_PATH: browserBinary.libraryPath } }
      : {}),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  let server = await startBuiltServer(options);
  try {
    const inspectionId = await setUp(await signInCookie(PORT, ADMIN));
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const queued = performance.now();
    await takePhotosOffline(page, inspectionId, photos);
    const queueMs = performance.now() - queued;

    // A fresh server for the drain: its peak is the drain's.
    await stopBuiltServer(server);
    server = await startBuiltServer(options);
    const pid = server.pid!;
    const idle = memoryOf(pid);
    const sampler = sampleRss(pid, idle.rss);
    const started = performance.now();
    await context.setOffline(false);
    await waitForEmptyOutbox(page);
    const drained = performance.now();
    const sampled = sampler.stop();
    const end = memoryOf(pid);

    const inspector = await signInCookie(PORT, INSPECTOR);
    const { files: evidence } = await trpcQuery<{ files: unknown[] }>(inspector, 'evidence.list', {
      inspectionId,
    });
    const seconds = (drained - started) / 1000;
    console.log(
      `server: own process, ${scratch ? 'PostgreSQL' : 'PGlite'}; device: Chromium at 390 px; ${PHOTOS} photos (${BASE_PHOTOS} distinct 2560x1920 noisy JPEGs, each copy with its own comment), ${Math.round(bytes / 1e6)} MB; kept offline in ${Math.round(queueMs / 1000)} s (not the measure)`,
    );
    console.log(
      `outbox drained in ${seconds.toFixed(1)} s (${(bytes / 1e6 / seconds).toFixed(1)} MB/s, ${Math.round((drained - started) / PHOTOS)} ms a photo: tus upload then offline.applyChange, one at a time); ${evidence.length} files on the inspection`,
    );
    console.log(
      `server RSS: restarted idle ${mb(idle.rss)} MB; peak during the drain ${mb(Math.max(end.hwm, sampled))} MB (VmHWM ${mb(end.hwm)} MB, sampled ${mb(sampled)} MB); after ${mb(end.rss)} MB`,
    );
    if (evidence.length !== PHOTOS)
      throw new Error(`expected ${PHOTOS} files, found ${evidence.length}`);
    await context.close();
  } finally {
    await browser.close();
    await stopBuiltServer(server);
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

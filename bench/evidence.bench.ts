// Evidence: 20 phone photos of about 4 MB uploaded at once (one request each, as the web
// sends them), then the inspection report PDF with their thumbnails. The server runs in
// its own process (embedded PGlite, fresh data directory), so its peak RSS is its own:
// read from /proc/<pid>/status (VmHWM, the kernel's high-water mark) and sampled.
import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  baseUrlOf,
  memoryOf,
  sampleRss,
  signInCookie,
  startBuiltServer,
  stopBuiltServer,
} from './built-server';
import { makeTestJpeg } from '../src/server/test-support/evidence-photos';
import { createScratchDatabase } from '../src/server/test-support/scratch-postgres';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const PORT = 3902;
const BASE = baseUrlOf(PORT);
const ADMIN = { email: 'evidence@inspecthub.bench', password: 'bench-password-1' };
const mb = (kb: number) => Math.round(kb / 1024);

async function post(path: string, cookie: string, body: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'inspecthub-bench-evidence-'));
  const paths: string[] = [];
  let totalBytes = 0;
  for (let i = 0; i < PHOTOS; i++) {
    const photo = await makeTestJpeg({
      width: 2600,
      height: 1950,
      noise: true,
      quality: 92,
      seed: i + 1,
      takenAt: '2026:11:20 10:15:30',
      gps: { latitude: 51.5 + i / 1000, longitude: -0.12 },
    });
    totalBytes += photo.length;
    const path = join(dir, `photo-${i + 1}.jpg`);
    writeFileSync(path, photo);
    paths.push(path);
  }

  // BENCH_POSTGRES_URL: the server on a scratch database there instead of PGlite.
  const scratch = process.env.BENCH_POSTGRES_URL
    ? await createScratchDatabase(process.env.BENCH_POSTGRES_URL, 'inspecthub_bench_evidence')
    : null;
  const serverOptions = {
    port: PORT,
    dataDir: join(dir, 'data'),
    databaseUrl: scratch?.url,
    admin: ADMIN,
  };
  // The first boot on a fresh data directory migrates and creates the admin; its memory
  // is the migrations', not the photos'. It is reported, then the server restarts on the
  // same data as it runs every day after, and that server is measured.
  const firstBoot = await startBuiltServer(serverOptions);
  const firstBootPeak = memoryOf(firstBoot.pid!).hwm;
  await stopBuiltServer(firstBoot);
  const server = await startBuiltServer(serverOptions);
  try {
    const cookie = await signInCookie(PORT, ADMIN);
    const created = await post('/trpc/inspection.createInspectionDirect', cookie, {
      policyId: '777777',
      customerName: 'Joan Baker',
      customerForename: 'Joan',
      customerSurname: 'Baker',
      propertyAddress: '4 Mill Lane, Hebden Bridge, HX7 8AB',
      addressLine1: '4 Mill Lane',
      addressTown: 'Hebden Bridge',
      addressPostcode: 'HX7 8AB',
      measureType: 'INSULATION',
      installerName: 'Pennine Solid Wall',
      installerCompany: 'Pennine Solid Wall Ltd',
      trigger: 'CUSTOMER_COMPLAINT',
      scheduledDate: '2026-12-03',
    });
    const id = ((await created.json()) as { result: { data: { id: string } } }).result.data.id;

    const pid = server.pid!;
    const idle = memoryOf(pid);
    const sampler = sampleRss(pid, idle.rss);
    const started = performance.now();
    const statuses = await Promise.all(
      paths.map(async (path, i) => {
        const body = new FormData();
        body.append('files', await openAsBlob(path, { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
        const response = await fetch(
          `${BASE}/api/inspections/${id}/evidence?itemId=PAS.PHOTO-PRE-1`,
          { method: 'POST', headers: { origin: BASE, cookie }, body },
        );
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const uploaded = performance.now();
    if (statuses.some((s) => s !== 201)) throw new Error(`upload answers: ${statuses.join(',')}`);
    const afterUpload = memoryOf(pid);
    const report = await fetch(`${BASE}/api/inspections/${id}/report`, { headers: { cookie } });
    const pdf = Buffer.from(await report.arrayBuffer());
    const reported = performance.now();
    const sampled = sampler.stop();
    if (report.status !== 200) throw new Error(`report answered ${report.status}`);
    const end = memoryOf(pid);
    console.log(
      `server: own process, ${scratch ? 'PostgreSQL' : 'PGlite'}; ${PHOTOS} photos, ${Math.round(totalBytes / 1024 / 1024)} MB in all (${(totalBytes / PHOTOS / 1024 / 1024).toFixed(1)} MB each)`,
    );
    console.log(
      `upload at once: ${Math.round(uploaded - started)} ms; report (${Math.round(pdf.length / 1024)} KB PDF, ${PHOTOS} thumbnails): ${Math.round(reported - uploaded)} ms`,
    );
    console.log(
      `server RSS: first boot (migrating a fresh database) peak ${mb(firstBootPeak)} MB; restarted: idle ${mb(idle.rss)} MB, peak by the end of the upload ${mb(afterUpload.hwm)} MB, peak overall ${mb(Math.max(end.hwm, sampled))} MB (VmHWM), now ${mb(end.rss)} MB`,
    );
  } finally {
    await stopBuiltServer(server);
    rmSync(dir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

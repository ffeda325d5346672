// Evidence ZIP (issue 32 points 8 and 10): 500 phone-sized photos on 25 inspections, then the
// View Inspections list's evidence ZIP of those 25 through the built server's real route
// (GET /api/inspections/evidence.zip), read to the end as a browser would. The server runs in
// its own process (PGlite on a fresh data directory, or BENCH_POSTGRES_URL), restarted after
// the uploads so its peak RSS (VmHWM) is the ZIP's alone.
//
// The photos: BASE_PHOTOS distinct noisy 2560x1920 JPEGs (about 4 MB each, EXIF time and GPS;
// 2560 px is the default longest side kept, so the server stores them as sent),
// each sent several times with a unique JPEG comment (COM segment) after its start marker, so
// every copy has its own SHA-256 (the server refuses the same bytes twice on an inspection)
// while the pixels repeat. Generating 500 distinct 4 MB photos would take minutes of CPU for
// the same bytes on the wire.
import { mkdtempSync, rmSync } from 'node:fs';
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
import { makeTestJpeg, withJpegComment } from '../src/server/test-support/evidence-photos';
import { createScratchDatabase } from '../src/server/test-support/scratch-postgres';
import { zipDirectoryEntries } from '../src/server/lib/zip-directory';

const PHOTOS = Number(process.env.BENCH_ZIP_PHOTOS ?? 500);
const PER_INSPECTION = 20;
const BASE_PHOTOS = 10;
const PORT = Number(process.env.BENCH_ZIP_PORT ?? 3905);
const BASE = baseUrlOf(PORT);
const ADMIN = { email: 'zip@inspecthub.bench', password: 'bench-password-1' };
const SEARCH = 'Zipbench';
const mb = (kb: number) => Math.round(kb / 1024);

async function createInspection(cookie: string, n: number): Promise<string> {
  const response = await fetch(`${BASE}/trpc/inspection.createInspectionDirect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, cookie },
    body: JSON.stringify({
      policyId: String(800000 + n),
      customerName: `Joan ${SEARCH}${n}`,
      customerForename: 'Joan',
      customerSurname: `${SEARCH}${n}`,
      propertyAddress: `${n} Mill Lane, Hebden Bridge, HX7 8AB`,
      addressLine1: `${n} Mill Lane`,
      addressTown: 'Hebden Bridge',
      addressPostcode: 'HX7 8AB',
      measureType: 'INSULATION',
      installerName: 'Pennine Solid Wall',
      installerCompany: 'Pennine Solid Wall Ltd',
      trigger: 'CUSTOMER_COMPLAINT',
      scheduledDate: '2026-12-03',
    }),
  });
  if (!response.ok) throw new Error(`create: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: { data: { id: string } } }).result.data.id;
}

/** Uploads every photo, four requests at a time (the server works on two at once). */
async function uploadAll(cookie: string, bases: Buffer[]): Promise<number> {
  const inspections: string[] = [];
  for (let i = 0; i < Math.ceil(PHOTOS / PER_INSPECTION); i++) {
    inspections.push(await createInspection(cookie, i + 1));
  }
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    for (let i = next++; i < PHOTOS; i = next++) {
      const photo = withJpegComment(bases[i % bases.length]!, `InspectHub bench copy ${i + 1}`);
      bytes += photo.length;
      const body = new FormData();
      body.append(
        'files',
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        `photo-${i + 1}.jpg`,
      );
      const id = inspections[Math.floor(i / PER_INSPECTION)]!;
      const response = await fetch(
        `${BASE}/api/inspections/${id}/evidence?itemId=PAS.PHOTO-PRE-1`,
        {
          method: 'POST',
          headers: { origin: BASE, cookie },
          body,
        },
      );
      const text = await response.text();
      if (response.status !== 201) throw new Error(`upload ${i + 1}: ${response.status} ${text}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return bytes;
}

/** Reads the ZIP to its end as a browser would, keeping only its last 4 MB (the directory). */
async function downloadZip(cookie: string) {
  const query = new URLSearchParams({
    search: SEARCH,
    tab: 'all',
    sort: 'date',
    direction: 'desc',
  });
  const response = await fetch(`${BASE}/api/inspections/evidence.zip?${query.toString()}`, {
    headers: { cookie },
  });
  if (response.status !== 200) throw new Error(`zip: ${response.status} ${await response.text()}`);
  let received = 0;
  let firstByteAt = 0;
  let kept: Uint8Array[] = [];
  let keptBytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (received === 0) firstByteAt = performance.now();
    received += chunk.length;
    kept.push(chunk);
    keptBytes += chunk.length;
    while (keptBytes - kept[0]!.length > 4 * 1024 * 1024) keptBytes -= kept.shift()!.length;
  }
  const tail = Buffer.concat(kept);
  kept = [];
  const entries = zipDirectoryEntries(tail, received, 100_000);
  return {
    received,
    firstByteAt,
    declared: Number(response.headers.get('content-length')),
    entries: entries?.length ?? -1,
  };
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'inspecthub-bench-zip-'));
  const bases: Buffer[] = [];
  for (let i = 0; i < BASE_PHOTOS; i++) {
    bases.push(
      await makeTestJpeg({
        width: 2560,
        height: 1920,
        noise: true,
        quality: 92,
        seed: i + 1,
        takenAt: '2026:11:20 10:15:30',
        gps: { latitude: 51.5 + i / 1000, longitude: -0.12 },
      }),
    );
  }
  const scratch = process.env.BENCH_POSTGRES_URL
    ? await createScratchDatabase(process.env.BENCH_POSTGRES_URL, 'inspecthub_bench_zip')
    : null;
  const options = {
    port: PORT,
    dataDir: join(dir, 'data'),
    databaseUrl: scratch?.url,
    admin: ADMIN,
  };
  try {
    // First boot migrates a fresh database (its own peak, docs/evidence.md); the uploads run on
    // a second start; the ZIP on a third, so the ZIP's peak is not the uploads' thumbnails.
    await stopBuiltServer(await startBuiltServer(options));
    let server = await startBuiltServer(options);
    const uploadStarted = performance.now();
    const uploaded = await uploadAll(await signInCookie(PORT, ADMIN), bases);
    const uploadMs = performance.now() - uploadStarted;
    await stopBuiltServer(server);

    server = await startBuiltServer(options);
    try {
      const cookie = await signInCookie(PORT, ADMIN);
      const pid = server.pid!;
      const idle = memoryOf(pid);
      const sampler = sampleRss(pid, idle.rss);
      const started = performance.now();
      const zip = await downloadZip(cookie);
      const done = performance.now();
      const sampled = sampler.stop();
      const end = memoryOf(pid);
      const seconds = (done - started) / 1000;
      console.log(
        `server: own process, ${scratch ? 'PostgreSQL' : 'PGlite'}; ${PHOTOS} photos (${BASE_PHOTOS} distinct 2560x1920 noisy JPEGs, 2560 px being the default longest side kept, they are stored unchanged; each copy with its own comment so its SHA-256 differs), ${Math.round(uploaded / 1e6)} MB, on ${Math.ceil(PHOTOS / PER_INSPECTION)} inspections; uploaded in ${Math.round(uploadMs / 1000)} s (not the measure)`,
      );
      console.log(
        `list ZIP: ${Math.round(zip.received / 1e6)} MB (Content-Length ${zip.declared === zip.received ? 'matches' : `says ${zip.declared}`}), ${zip.entries} entries (${PHOTOS} photos + manifest.csv); first byte after ${Math.round(zip.firstByteAt - started)} ms, whole in ${seconds.toFixed(1)} s (${Math.round(zip.received / 1e6 / seconds)} MB/s)`,
      );
      console.log(
        `server RSS: restarted idle ${mb(idle.rss)} MB; peak during the ZIP ${mb(Math.max(end.hwm, sampled))} MB (VmHWM ${mb(end.hwm)} MB, sampled ${mb(sampled)} MB); after ${mb(end.rss)} MB`,
      );
      if (zip.entries !== PHOTOS + 1 || zip.declared !== zip.received) {
        throw new Error('the ZIP is not whole');
      }
    } finally {
      await stopBuiltServer(server);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

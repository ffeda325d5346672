// Issue 27 point 11: the pending queue and record search under 50 connections at once, with
// /readyz asked beside them, in one run, against the built server in its own process.
//   npm run bench -- under-load                      (PGlite in a temporary data directory)
//   BENCH_POSTGRES_URL=postgres://... npm run bench -- under-load   (a scratch database there)
// BENCH_SECONDS (default 30) and BENCH_ROWS (pending inspections, default 20,000) change the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/client';
import { createScratchDatabase } from '../src/server/test-support/scratch-postgres';
import {
  baseUrlOf,
  memoryOf,
  sampleRss,
  signInCookie,
  startBuiltServer,
  stopBuiltServer,
} from './built-server';
import { generatePendingRows } from './pending-queue.bench';

const PORT = 3903;
const BASE = baseUrlOf(PORT);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const ADMIN = { email: 'load@inspecthub.bench', password: 'bench-password-1' };
const TENANT = 'default-tenant';

const PENDING = `/trpc/inspection.getPendingInspections?input=${encodeURIComponent('{"page":1}')}`;
// What people type: a town, a surname, a typo, the start of a reference, a postcode, two letters.
const SEARCHES = ['Harrogate', 'Hughes', 'Siobhan Hughs', 'INS-DEFA-00', 'hg5', 'ab'].map(
  (q) => `/trpc/search.records?input=${encodeURIComponent(JSON.stringify({ q }))}`,
);

type Load = { path: string[]; connections: number };

function load({ path, connections }: Load, cookie: string) {
  return autocannon({
    url: BASE,
    connections,
    duration: SECONDS,
    headers: { cookie },
    requests: path.map((one) => ({ method: 'GET' as const, path: one })),
  });
}

function line(label: string, result: autocannon.Result) {
  const { latency, requests, non2xx } = result;
  return `${label.padEnd(16)} ${String(result.connections).padStart(3)} conn  ${requests.total
    .toLocaleString('en-GB')
    .padStart(
      7,
    )} answered  p50 ${latency.p50} ms  p99 ${latency.p99} ms  max ${latency.max} ms  non-2xx ${non2xx}  errors ${result.errors + result.timeouts}`;
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'inspecthub-bench-load-'));
  const postgresUrl = process.env.BENCH_POSTGRES_URL;
  const scratch = postgresUrl
    ? await createScratchDatabase(postgresUrl, 'inspecthub_bench_load')
    : null;
  const options = {
    port: PORT,
    dataDir: join(dir, 'data'),
    databaseUrl: scratch?.url,
    admin: ADMIN,
  };
  try {
    // First boot migrates and creates the admin; then the rows, with the server stopped (PGlite
    // holds its data directory alone), then the server as it runs every day.
    await stopBuiltServer(await startBuiltServer(options));
    const database = scratch
      ? await openDatabase({ kind: 'postgres', url: scratch.url })
      : await openDatabase({ kind: 'pglite', dataDir: options.dataDir });
    await generatePendingRows(database, TENANT, ROWS);
    await database.close();
    const server = await startBuiltServer(options);
    try {
      const cookie = await signInCookie(PORT, ADMIN);
      const rss = sampleRss(server.pid!, memoryOf(server.pid!).rss);
      const [pending, search, ready] = await Promise.all([
        load({ path: [PENDING], connections: 25 }, cookie),
        load({ path: SEARCHES, connections: 25 }, cookie),
        load({ path: ['/readyz'], connections: 1 }, cookie),
      ]);
      const peak = rss.stop();
      console.log(
        `driver: ${scratch ? 'postgres' : 'pglite'}, ${ROWS.toLocaleString('en-GB')} pending inspections, ${SECONDS} s, 50 connections (25 pending + 25 search) and 1 on /readyz, built server`,
      );
      console.log(line('pending queue', pending));
      console.log(line('record search', search));
      console.log(line('/readyz', ready));
      console.log(`server RSS peak ${Math.round(peak / 1024)} MB`);
    } finally {
      await stopBuiltServer(server);
    }
  } finally {
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

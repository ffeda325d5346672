// Issue 17, targets 1: what a signed-in call costs beside its own SQL, measured side by side in one run on
// PostgreSQL (DATABASE_URL): /healthz, /readyz, a bare Fastify route running the pending page's two statements
// through pg, the same SQL directly with node-postgres, notifications.unreadCount and
// inspection.getPendingInspections page 1 signed in. Each target gets 10 connections (req/s) and 1 connection
// (mean latency); BENCH_ROUNDS rounds (default 3) are interleaved and the medians printed, then the ratios.
//
// The server is the built one (`npm run build` first), started as `npm start` runs it, in its own process
// (bench/built-server.ts) on the same PostgreSQL database: what users run, with no tsx loader in it.
//
// How (see docs/performance.md): 10 connections is autocannon in a child process, so the load generator does
// not share the server's event loop; the 1-connection mean is a plain loop of keep-alive node:http requests
// timed with performance.now() (autocannon's latency histogram keeps whole milliseconds, so its mean of a
// sub-millisecond call was mostly zeros). The direct SQL runs the same kind of loop, without HTTP.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { createTenant, createUser } from '../src/server/db/factories';
import { inspections } from '../src/server/db/schema/index';
import { paginate } from '../src/server/lib/paginate';
import {
  pendingCounterQuery,
  pendingPageQuery,
  pendingWhere,
} from '../src/server/features/inspections/pending';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer, stopBuiltServer } from './built-server';
import { BENCH_BASE_URL, openBenchDatabase, signInForBench } from './harness';
import { generatePendingRows } from './pending-queue.bench';

const TENANT = 'bench-signed-in';
const ROWS = Number(process.env.BENCH_SIGNED_IN_ROWS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BARE_PORT = 3902;

type Measure = { rps: number; meanMs: number };
type Target = { label: string; run: (connections: number) => Promise<number> };

/** req/s at `connections` (autocannon, child process), or the mean ms of one request at a time. */
async function cannon(url: string, headers: Record<string, string>, connections: number) {
  if (connections === 1) return oneAtATime(url, headers);
  const args = ['-j', '-c', String(connections), '-d', String(SECONDS)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('node_modules/.bin/autocannon', [...args, url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`autocannon ${code}`)),
    );
  });
  const result = JSON.parse(output.trim().split('\n').pop()!) as {
    non2xx: number;
    errors: number;
    requests: { average: number };
  };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors from ${url}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return result.requests.average;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on a kept-alive connection; resolves when the whole body has arrived. */
function get(url: URL, headers: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${res.statusCode} from ${url.pathname}`));
      res.on('data', () => {});
      res.on('end', resolve);
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Mean ms of one request at a time for SECONDS, after a short warm-up. */
async function oneAtATime(url: string, headers: Record<string, string>) {
  const target = new URL(url);
  for (let i = 0; i < 50; i++) await get(target, headers);
  return loops(() => get(target, headers), 1);
}

/** `connections` loops calling work back to back for SECONDS: ops/s, or the mean ms at one. */
async function loops(work: () => Promise<unknown>, connections: number) {
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  let busy = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        await work();
        busy += performance.now() - t;
        done++;
      }
    }),
  );
  return connections === 1 ? busy / done : done / SECONDS;
}

/**
 * The mean ms of `a` and of `b`, one call at a time, in alternating blocks of BLOCK calls for
 * SECONDS each, after a warm-up. Sequential 5-s windows put the two sides in different minutes of
 * a shared machine, whose load moves their latency by more than the target's margin; alternating
 * every few dozen milliseconds gives both sides the same load, so their ratio is a fair one.
 */
async function pairedMeans(a: () => Promise<unknown>, b: () => Promise<unknown>) {
  const BLOCK = 25;
  const sides = [
    { work: a, busy: 0, done: 0 },
    { work: b, busy: 0, done: 0 },
  ];
  for (const side of sides) for (let i = 0; i < 50; i++) await side.work();
  const until = performance.now() + 2 * SECONDS * 1000;
  while (performance.now() < until) {
    for (const side of sides) {
      const t = performance.now();
      for (let i = 0; i < BLOCK; i++) await side.work();
      side.busy += performance.now() - t;
      side.done += BLOCK;
    }
  }
  return sides.map((side) => side.busy / side.done) as [number, number];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function run() {
  const database = await openBenchDatabase();
  if (database.driver !== 'postgres') {
    // The built server runs in its own process, and PGlite opens in one process only.
    console.log('skipped: set DATABASE_URL (PostgreSQL) for the issue 17 figures');
    await database.close();
    return;
  }
  await createTenant(database.db, TENANT);
  await generatePendingRows(database, TENANT, ROWS);
  const email = `signed-in-${Date.now()}@inspecthub.bench`;
  const user = await createUser(database.db, {
    email,
    password: 'bench-password-1',
    firstName: 'Signed',
    lastName: 'In',
    role: 'COORDINATOR',
    tenantId: TENANT,
  });
  // The pending page's two statements, built by the service's own query builders.
  const noFilters = {};
  const rows = pendingPageQuery(
    database.db,
    pendingWhere(eq(inspections.tenantId, TENANT), noFilters),
    paginate({ page: 1, limit: 20 }),
  ).toSQL();
  const total = pendingCounterQuery(database.db, TENANT, noFilters).toSQL();
  const pendingSql = () =>
    Promise.all([database.query(rows.sql, rows.params), database.query(total.sql, total.params)]);

  const server = await startBuiltServer({
    port: Number(new URL(BENCH_BASE_URL).port),
    dataDir: mkdtempSync(join(tmpdir(), 'inspecthub-bench-signed-in-')),
    databaseUrl: process.env.DATABASE_URL,
    admin: { email: `admin-${Date.now()}@inspecthub.bench`, password: 'bench-password-1' },
  });
  const bare = Fastify({ logger: false });
  bare.get('/pending', async () => {
    const [page, counter] = (await pendingSql()) as { rows: unknown[] }[];
    return { items: page!.rows, total: counter!.rows };
  });
  await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });
  try {
    const headers = await signInForBench(email, 'bench-password-1');
    const pendingPath = `/trpc/inspection.getPendingInspections?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`;
    const targets: Target[] = [
      { label: 'GET /healthz', run: (c) => cannon(`${BENCH_BASE_URL}/healthz`, {}, c) },
      { label: 'GET /readyz', run: (c) => cannon(`${BENCH_BASE_URL}/readyz`, {}, c) },
      {
        label: 'bare Fastify route, pending SQL via pg',
        run: (c) => cannon(`http://127.0.0.1:${BARE_PORT}/pending`, {}, c),
      },
      { label: 'pending SQL directly (node-postgres)', run: (c) => loops(pendingSql, c) },
      {
        label: 'notifications.unreadCount, signed in',
        run: (c) => cannon(`${BENCH_BASE_URL}/trpc/notifications.unreadCount`, headers, c),
      },
      {
        label: 'inspection.getPendingInspections p1, signed in',
        run: (c) => cannon(`${BENCH_BASE_URL}${pendingPath}`, headers, c),
      },
    ];
    console.log(
      `driver: ${database.driver}, ${ROWS.toLocaleString('en-GB')} inspections in ${TENANT}, ` +
        `${ROUNDS} interleaved rounds of ${SECONDS} s per figure, user ${user.id}`,
    );
    const figures = new Map<string, { rps: number[]; mean: number[] }>();
    for (const t of targets) figures.set(t.label, { rps: [], mean: [] });
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of targets) {
        const f = figures.get(t.label)!;
        f.rps.push(await t.run(10));
        f.mean.push(await t.run(1));
      }
    }
    // The latency target's own figure: the signed-in pending page against its direct SQL, paired.
    const pendingUrl = new URL(`${BENCH_BASE_URL}${pendingPath}`);
    const paired: [number, number][] = [];
    for (let round = 0; round < ROUNDS; round++)
      paired.push(await pairedMeans(() => get(pendingUrl, headers), pendingSql));
    const result = new Map<string, Measure>();
    console.log('| Target | 10 connections, req/s | mean latency, 1 connection |');
    console.log('|---|---|---|');
    for (const t of targets) {
      const f = figures.get(t.label)!;
      const m = { rps: median(f.rps), meanMs: median(f.mean) };
      result.set(t.label, m);
      console.log(
        `| ${t.label} | ${Math.round(m.rps).toLocaleString('en-GB')} | ${m.meanMs.toFixed(2)} ms |`,
      );
    }
    const figure = (i: number) => result.get(targets[i]!.label)!;
    const pendingVsBare = figure(5).rps / figure(2).rps;
    const trivialVsReady = figure(4).rps / figure(1).rps;
    const ratios = paired.map(([pending, direct]) => pending / direct);
    const latencyVsDirect = median(ratios);
    console.log(
      `paired 1-connection rounds (pending page signed in / direct SQL, alternating blocks of 25 for ${2 * SECONDS} s): ` +
        paired
          .map(([p, d], i) => `${p.toFixed(2)} / ${d.toFixed(2)} ms = ${ratios[i]!.toFixed(2)}x`)
          .join('; '),
    );
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `pending / bare route, 10 connections: ${pendingVsBare.toFixed(2)} (target >= 0.6, ${verdict(pendingVsBare >= 0.6)})\n` +
        `unreadCount / readyz, 10 connections: ${trivialVsReady.toFixed(2)} (target >= 0.5, ${verdict(trivialVsReady >= 0.5)})\n` +
        `pending mean latency / direct SQL, 1 connection, paired (median of rounds): ${latencyVsDirect.toFixed(2)}x (target <= 2, ${verdict(latencyVsDirect <= 2)})`,
    );
  } finally {
    await bare.close();
    await stopBuiltServer(server);
    await database.close();
  }
}

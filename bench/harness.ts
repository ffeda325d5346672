import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { createLocalStorage } from '../src/server/storage/local-storage';
import { createUploadStore } from '../src/server/lib/upload-store';
import { openDatabase, type Database } from '../src/server/db/client';
import { ensureDefaultMatrix } from '../src/server/features/permissions/service';

export const BENCH_BASE_URL = 'http://127.0.0.1:3901';

/** PostgreSQL when DATABASE_URL is set, else an in-memory PGlite; migrated. */
export async function openBenchDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await ensureDefaultMatrix(database.db, 'default-tenant');
  return database;
}

export async function startBenchServer(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    logger: pino({ level: 'silent' }),
    authSecret: 'bench-secret-bench-secret-bench-secret',
    baseUrl: BENCH_BASE_URL,
    services: {
      mailer: null,
      portalUrl: BENCH_BASE_URL,
      storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'inspecthub-bench-files-'))),
      uploads: createUploadStore(mkdtempSync(join(tmpdir(), 'inspecthub-bench-uploads-'))),
    },
  });
  await app.listen({ port: 3901, host: '127.0.0.1' });
  return app;
}

export type Figures = { p50: number; p99: number; rps: number };

/**
 * HTTP with autocannon for 5 s. One connection gives latency comparable with
 * the one-at-a-time direct floor; more connections give throughput.
 */
export async function measureHttp(
  path: string,
  headers: Record<string, string>,
  connections = 1,
): Promise<Figures> {
  const result = await autocannon({
    url: `${BENCH_BASE_URL}${path}`,
    connections,
    duration: 5,
    headers,
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers from ${path}`);
  // Let requests still in flight finish before anything closes the database.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

/** The same work called directly in-process, one at a time, for the floor. */
export async function measureDirect(
  work: () => Promise<unknown>,
  iterations = 2000,
): Promise<Figures> {
  for (let i = 0; i < 50; i++) await work();
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return {
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    rps: Math.round((iterations / total) * 1000),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

export function report(label: string, http: Figures, direct: Figures, loaded?: Figures) {
  const ratio = (a: number, b: number) => (a / Math.max(b, 0.01)).toFixed(2);
  console.log(
    `${label}\n  HTTP, 1 connection   p50 ${http.p50} ms, p99 ${http.p99} ms, ${Math.round(http.rps)} req/s\n` +
      (loaded
        ? `  HTTP, 10 connections p50 ${loaded.p50} ms, p99 ${loaded.p99} ms, ${Math.round(loaded.rps)} req/s\n`
        : '') +
      `  direct SQL (driver)  p50 ${direct.p50} ms, p99 ${direct.p99} ms, ${direct.rps} ops/s\n` +
      `  HTTP / direct        p50 ${ratio(http.p50, direct.p50)}x, p99 ${ratio(http.p99, direct.p99)}x`,
  );
}

/** Signs a benchmark user in through the real auth route and returns Bearer headers. */
export async function signInForBench(
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const response = await fetch(`${BENCH_BASE_URL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BENCH_BASE_URL },
    body: JSON.stringify({ email, password }),
  });
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return { authorization: `Bearer ${token}` };
}

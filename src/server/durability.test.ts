import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './test-support/scratch-postgres';

/**
 * Durability: a real server process under concurrent write load is killed
 * with SIGKILL and started again on the same data; every write it
 * acknowledged (answered 200 with the new record's id) must be there.
 * Runs on the embedded database, and in the PostgreSQL pass on PostgreSQL.
 */
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && !!process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'durable@inspecthub.test', password: 'durable-password-1' };
const WRITERS = 6;
const LOAD_MS = 2_500;
/** Writes acknowledged before the kill, so the test proves something even on a slow machine. */
const MIN_WRITES = 25;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function scratchPostgresUrl(): Promise<string> {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'inspecthub_durable');
  cleanups.push(scratch.drop);
  return scratch.url;
}

type Server = { process: ChildProcess; base: string };

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${env.PORT}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.ok) return { process: child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Creates installers until told to stop; returns the ids the server acknowledged. */
async function writeUntil(
  base: string,
  cookie: string,
  writer: number,
  stop: () => boolean,
  tally: { acknowledged: number },
) {
  const acknowledged: string[] = [];
  for (let n = 0; !stop(); n++) {
    try {
      const response = await fetch(`${base}/trpc/installers.create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ name: `Durable ${writer}-${n}` }),
      });
      if (response.status !== 200) continue;
      const body = (await response.json()) as { result: { data: { id: string } } };
      acknowledged.push(body.result.data.id);
      tally.acknowledged += 1;
    } catch {
      // The server died mid-request: that write was never acknowledged.
      break;
    }
  }
  return acknowledged;
}

async function presentIds(base: string, cookie: string, ids: string[]) {
  let present = 0;
  for (const id of ids) {
    const response = await fetch(
      `${base}/trpc/installers.get?input=${encodeURIComponent(JSON.stringify({ id }))}`,
      { headers: { cookie } },
    );
    if (response.status === 200) present += 1;
  }
  return present;
}

describe(`SIGKILL under write load on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('keeps every acknowledged write', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'inspecthub-durable-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIR: join(dataDir, 'no-web'),
      ...(onPostgres ? { DATABASE_URL: await scratchPostgresUrl() } : {}),
    };
    const first = await startServer(env);
    const cookie = await signIn(first.base);
    let stopped = false;
    const tally = { acknowledged: 0 };
    const writers = Array.from({ length: WRITERS }, (_, w) =>
      writeUntil(first.base, cookie, w, () => stopped, tally),
    );
    // Kill mid-load, once enough writes are in: on a busy machine that takes longer than LOAD_MS.
    const deadline = Date.now() + 60_000;
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    while (tally.acknowledged < MIN_WRITES && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    first.process.kill('SIGKILL');
    await once(first.process, 'exit');
    stopped = true;
    const acknowledged = (await Promise.all(writers)).flat();

    const second = await startServer(env);
    cleanups.push(async () => {
      second.process.kill('SIGTERM');
      await once(second.process, 'exit');
    });
    const present = await presentIds(second.base, await signIn(second.base), acknowledged);
    console.log(
      `durability (${onPostgres ? 'PostgreSQL' : 'PGlite'}): ${acknowledged.length} writes acknowledged before SIGKILL, ${present} present after restart`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(MIN_WRITES);
    expect(present).toBe(acknowledged.length);
  });
});

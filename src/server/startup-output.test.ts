import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { createUser } from './test-support/users';
import { DEMO_INSTALLER, DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-users';
import { createScratchDatabase } from './test-support/scratch-postgres';
import { migratedTemplate } from './test-support/pglite-template';

/**
 * What `npm start` prints when its output is not a terminal (CI, `npm start > log`), issue 28
 * point 15: readable lines, not pino's JSON, ending with the demo sign-in once the server is
 * ready. The server runs as `main` does (tsx, like the durability test) with its standard
 * output a pipe. Its database already holds a user, so it starts without seeding (the seed's
 * own speed is bench/first-run.bench.ts's); SEED_DEMO stays on, so the banner lists the demo
 * sign-in all the same.
 */
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && !!process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
let child: ChildProcess | undefined;
let stdout = '';
let stderr = '';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** A migrated database that is not empty (one user), as PGlite in a data dir or a scratch PostgreSQL. */
async function prepareDatabase(dataDir: string): Promise<Record<string, string>> {
  let database: Database;
  let env: Record<string, string> = {};
  if (onPostgres) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'inspecthub_out');
    cleanups.push(scratch.drop);
    database = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 2 });
    await database.migrate();
    env = { DATABASE_URL: scratch.url };
  } else {
    database = await openDatabase({
      kind: 'pglite',
      dataDir: join(dataDir, 'pglite'),
      loadDataDir: await migratedTemplate(),
    });
  }
  try {
    await createUser(database.db, {
      password: 'startup-output-1',
      lastName: 'Start',
      role: 'ADMIN',
    });
  } finally {
    await database.close();
  }
  return env;
}

/** Waits for /readyz, then for the banner's last line: the pipe may deliver it after the reply. */
async function startServer(env: Record<string, string>, port: number) {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: '', LOG_FORMAT: '', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lastEmail = DEMO_INSTALLER.email;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${stdout}\n${stderr}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (ready?.ok && stdout.includes(lastEmail)) return stdout;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${stdout}\n${stderr}`);
}

let printed = '';

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'inspecthub-startup-output-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const env = await prepareDatabase(dataDir);
  printed = await startServer(
    { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    port,
  );
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('npm start with its output not a terminal (issue 28, point 15)', () => {
  it('ends with the banner: the address and the demo sign-in, after every log line', () => {
    const lines = printed.split('\n').filter((line) => line.trim() !== '');
    const bannerAt = lines.findIndex((line) => line.startsWith('InspectHub is running on '));
    expect(bannerAt, printed).toBeGreaterThan(0);
    expect(lines.slice(bannerAt)).toEqual([
      expect.stringMatching(/^InspectHub is running on http:\/\/localhost:\d+$/),
      `Demo sign-in: password ${DEMO_PASSWORD}`,
      ...DEMO_USERS.map((user) => `  ${user.role.padEnd(11)} ${user.email}`),
      `  INSTALLER   ${DEMO_INSTALLER.email}`,
    ]);
    expect(lines.at(-1)).toContain(DEMO_INSTALLER.email);
  });

  it('prints readable lines at the default level: no JSON, no Fastify listening line, nothing on stderr', () => {
    const logLines = printed
      .split('\n')
      .filter((line) => line.trim() !== '')
      .filter((line) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d /.test(line));
    expect(logLines[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d INFO  database open driver=${onPostgres ? 'postgres' : 'pglite'}( |$)`,
      ),
    );
    for (const line of printed.split('\n')) {
      expect(line.trimStart().startsWith('{'), line).toBe(false);
      expect(line).not.toContain('"level":');
    }
    expect(printed).not.toContain('Server listening at');
    expect(stderr).toBe('');
  });
});

// First run (issue 28, point 15): `npm start` on an empty data directory, from the process
// starting to GET /healthz answering 200: open the database (PGlite's initdb), migrate, seed
// the demo data (3,000 inspections and the rest), listen. The build (`npm run build`) is not
// in the figure: build once first. The built server runs as `npm run serve` runs it (its heap
// limit included), on a new temporary data directory each round; with BENCH_POSTGRES_URL, on
// a new scratch database there instead. The stages come from the server's own log lines
// (LOG_FORMAT=json, millisecond times). Results in docs/performance.md, "First run".
//   npx tsx bench/run.ts first-run
//   BENCH_ROUNDS=3 BENCH_SERVER_JS=dist-mine/server/main.js npx tsx bench/run.ts first-run
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseUrlOf, builtServerArgs } from './built-server';
import { createScratchDatabase } from '../src/server/test-support/scratch-postgres';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = 3906;
/** Give up on a round after this long: the target is 60 s. */
const GIVE_UP_MS = 300_000;

type Round = {
  ready: number;
  open: number;
  /** Migrations, the role matrix and the seed: from 'database open' to 'seeded'. */
  prepare: number;
  seed: number;
  listen: number;
  /** CPU time the server process used until ready (user + system): what load does not stretch. */
  cpu: number;
  load: number;
};

/** Times of the log lines that end each stage, in ms since the process started. */
type Marks = { open?: number; empty?: number; seeded?: number };

const MARKS: Record<keyof Marks, string> = {
  open: 'database open',
  empty: 'the database is empty: adding the demo data (first run only)',
  seeded: 'seeded demo data into the empty database',
};

/** User + system CPU time of a process so far, in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3 on: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function firstRun(serverJs: string | undefined): Promise<Round> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inspecthub-bench-first-run-'));
  const scratch = process.env.BENCH_POSTGRES_URL
    ? await createScratchDatabase(process.env.BENCH_POSTGRES_URL, 'inspecthub_bench_first')
    : null;
  const load = loadavg()[0]!;
  const started = Date.now();
  const child = spawn(process.execPath, builtServerArgs(serverJs), {
    env: {
      ...process.env,
      DATABASE_URL: scratch?.url ?? '',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const marks: Marks = {};
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; time?: number };
      for (const [mark, msg] of Object.entries(MARKS) as [keyof Marks, string][])
        if (entry.msg === msg && entry.time) marks[mark] = entry.time - started;
    }
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
      if (Date.now() - started > GIVE_UP_MS) throw new Error('the server was not ready in time');
      const health = await fetch(`${baseUrlOf(PORT)}/healthz`).catch(() => null);
      if (health?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ready = Date.now() - started;
    const cpu = cpuMsOf(child.pid!);
    const { open = NaN, empty = NaN, seeded = NaN } = marks;
    return {
      ready,
      open,
      prepare: seeded - open,
      seed: seeded - empty,
      listen: ready - seeded,
      cpu,
      load,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

// A stage whose log line a server does not write (an older build) shows as '-'.
const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : (ms / 1000).toFixed(1));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * BENCH_SERVER_JS: the bundle to start (default dist/server/main.js); several, comma-separated,
 * take turns round by round (before/after builds under the same load from the machine's
 * other users), each with its own median.
 */
export async function run() {
  const servers = (process.env.BENCH_SERVER_JS ?? '').split(',').map((s) => s || undefined);
  const driver = process.env.BENCH_POSTGRES_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`first run on ${driver}, ${ROUNDS} rounds per server`);
  console.log('seconds from the process starting; load: the 1-minute load average at its start');
  console.log(
    '| server | round | ready | open | migrate + seed | of which seed | listen | CPU until ready | load |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const rounds = new Map<string, Round[]>();
  const row = (server: string, label: string, r: Round) =>
    console.log(
      `| ${server} | ${label} | ${seconds(r.ready)} | ${seconds(r.open)} | ${seconds(r.prepare)} | ${seconds(r.seed)} | ${seconds(r.listen)} | ${seconds(r.cpu)} | ${r.load.toFixed(1)} |`,
    );
  for (let i = 1; i <= ROUNDS; i++) {
    for (const serverJs of servers) {
      const name = serverJs ?? 'dist/server/main.js';
      const r = await firstRun(serverJs);
      rounds.set(name, [...(rounds.get(name) ?? []), r]);
      row(name, String(i), r);
    }
  }
  for (const [name, list] of rounds) {
    const pick = (key: keyof Round) => median(list.map((r) => r[key]));
    const medians = Object.fromEntries(
      (Object.keys(list[0]!) as (keyof Round)[]).map((key) => [key, pick(key)]),
    ) as Round;
    row(name, 'median', medians);
  }
}

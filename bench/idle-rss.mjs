// Idle memory of the server (docs/performance.md, "Front end and start-up"): starts it on a
// fresh data directory, signs in as the demo admin in Chromium, opens the dashboard, waits,
// then sums VmRSS over the server's process tree (npx and tsx wrappers included). It measures a
// restart: the first start migrates and seeds, which a running installation does not repeat.
// Usage: node bench/idle-rss.mjs [--port 3317] [--wait 20] -- <command to start the server...>
//   node bench/idle-rss.mjs -- node --enable-source-maps dist/server/main.js
//   node bench/idle-rss.mjs -- npx tsx src/server/main.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = Object.fromEntries(
  (split < 0 ? args : args.slice(0, split))
    .join(' ')
    .split('--')
    .filter(Boolean)
    .map((o) => o.trim().split(/\s+/)),
);
const command = split < 0 ? ['node', 'dist/server/main.js'] : args.slice(split + 1);
const port = Number(options.port ?? 3317);
const waitSeconds = Number(options.wait ?? 20);
const dataDir = mkdtempSync(join(tmpdir(), 'inspecthub-rss-'));

function kb(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(field));
    return Number(line?.split(/\s+/)[1] ?? 0);
  } catch {
    return 0;
  }
}
function children(pid) {
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry), ...children(Number(entry)));
    } catch {
      /* gone */
    }
  }
  return out;
}

const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
};
const base = `http://localhost:${port}`;

/** Starts the server and resolves once /readyz answers, with the seconds it took. */
async function startServer() {
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > 180_000) throw new Error('server did not start');
    await sleep(100);
  }
  return { child, seconds: (Date.now() - started) / 1000 };
}
async function stopServer(child) {
  // The whole process group: npx and tsx do not always pass the signal on.
  const exited = new Promise((resolve) => child.on('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  for (;;) {
    try {
      await fetch(`${base}/healthz`);
      await sleep(100);
    } catch {
      return; // the port is free
    }
  }
}

// First start migrates and seeds the demo data (memory that a restart does not spend): measure the second.
const first = await startServer();
await stopServer(first.child);
const { child: server, seconds: startSeconds } = await startServer();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill('admin@inspecthub.demo');
await page.getByLabel('Password').fill('InspectHub-demo-2026');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL((url) => !url.pathname.startsWith('/login'));
await page.goto(`${base}/dashboard`);
await page
  .getByRole('heading', { name: 'Performance Trends' })
  .waitFor({ timeout: 60_000 })
  .catch(() => {});
await browser.close();
await sleep(waitSeconds * 1000);

const tree = [server.pid, ...children(server.pid)];
const rows = tree.map((pid) => ({
  pid,
  rss: kb(pid, 'VmRSS'),
  cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').slice(0, 80),
}));
const total = rows.reduce((n, r) => n + r.rss, 0);
console.log(`command: ${command.join(' ')}`);
console.log(
  `first start (migrate, seed) ${first.seconds.toFixed(1)} s; restart ready after ${startSeconds.toFixed(1)} s`,
);
for (const r of rows) console.log(`  pid ${r.pid}: ${(r.rss / 1024).toFixed(0)} MB  ${r.cmd}`);
console.log(`idle RSS, whole tree: ${(total / 1024).toFixed(0)} MB`);
await stopServer(server);
rmSync(dataDir, { recursive: true, force: true });

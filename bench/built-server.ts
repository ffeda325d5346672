// The server as `npm start` runs it, in its own process, for the benches that measure it
// (bench/evidence.bench.ts, bench/import-server.ts): the bundled JavaScript with the flags of
// the `serve` script, no tsx loader in the process, so its memory is its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The arguments `npm run serve` (and so `npm start`, after its build) gives node: its flags
 * (the heap limit among them) and `dist/server/main.js`, read from package.json so a bench
 * cannot measure another command than the one users run. `main` replaces the bundle's path
 * (a build of one's own, when others on the machine build into dist/).
 */
export function builtServerArgs(main = 'dist/server/main.js'): string[] {
  if (!existsSync(main))
    throw new Error(`this bench measures the built server: run \`npm run build\` first (${main})`);
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } };
  const [node, ...args] = pkg.scripts.serve.trim().split(/\s+/);
  if (node !== 'node') throw new Error(`unexpected serve script: ${pkg.scripts.serve}`);
  return args.map((arg) => (arg === 'dist/server/main.js' ? main : arg));
}

export type BuiltServerOptions = {
  port: number;
  /** PGlite's data directory (used when databaseUrl is empty). */
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string };
};

export const baseUrlOf = (port: number) => `http://127.0.0.1:${port}`;

/** Starts the built server (no demo seed; the admin from the options) and waits until it is ready. */
export async function startBuiltServer(options: BuiltServerOptions): Promise<ChildProcess> {
  const base = baseUrlOf(options.port);
  // BENCH_SERVER_MAIN: a bundle of one's own, when others on the machine build into dist/.
  const child = spawn(process.execPath, builtServerArgs(process.env.BENCH_SERVER_MAIN), {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt++) {
    if (attempt > 900) throw new Error('the server did not become ready');
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    if ((await fetch(`${base}/readyz`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return child;
}

export async function stopBuiltServer(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Signs in through the API; the session cookie for the next requests. */
export async function signInCookie(port: number, admin: { email: string; password: string }) {
  const base = baseUrlOf(port);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(admin),
  });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** RSS now and its high-water mark (VmHWM), in KB, from /proc/<pid>/status. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/**
 * Samples the process's RSS every 20 ms from now on (VmHWM alone misses nothing, but says
 * nothing of when): `stop()` ends the sampling and gives the highest RSS seen, in KB.
 */
export function sampleRss(pid: number, from: number): { stop: () => number } {
  let peak = from;
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, 20);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

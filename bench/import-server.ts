// The import of one file through the built server in its own process (`node
// dist/server/main.js`, as `npm start` runs it): upload, dry run, import, as the web page
// does them, while the server's RSS is sampled; its peak is the kernel's high-water mark
// (VmHWM in /proc/<pid>/status). Used by import.bench.ts for the 50 MB file.
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  baseUrlOf,
  memoryOf,
  sampleRss,
  signInCookie,
  startBuiltServer,
  stopBuiltServer,
} from './built-server';

const PORT = 3903;
const BASE = baseUrlOf(PORT);
const ADMIN = { email: 'importer@inspecthub.bench', password: 'bench-password-1' };
const mb = (kb: number) => Math.round(kb / 1024);

type ImportState = {
  id: string;
  status: string;
  phase: string;
  mapping: (string | null)[];
  rowsRead: number;
  inserted: number;
  importErrors: number;
  errorCount: number;
};

/** Imports `path` (CSV) through a server on `databaseUrl` (or a fresh PGlite directory). */
export async function importThroughServer(path: string, databaseUrl: string | undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'inspecthub-bench-import-server-'));
  const serverOptions = {
    port: PORT,
    dataDir: join(dir, 'data'),
    databaseUrl,
    admin: ADMIN,
  };
  // On PGlite the first boot migrates a fresh directory (its memory is the migrations', see
  // bench/evidence.bench.ts); the server is then restarted on the same data and measured.
  if (!databaseUrl) await stopBuiltServer(await startBuiltServer(serverOptions));
  const child = await startBuiltServer(serverOptions);
  try {
    const cookie = await signInCookie(PORT, ADMIN);
    const trpc = async <T>(name: string, input: unknown, method: 'GET' | 'POST'): Promise<T> => {
      const url =
        method === 'GET'
          ? `${BASE}/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`
          : `${BASE}/trpc/${name}`;
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', origin: BASE, cookie },
        body: method === 'POST' ? JSON.stringify(input) : undefined,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
      return (JSON.parse(text) as { result: { data: T } }).result.data;
    };
    const waitFor = async (id: string, done: (s: ImportState) => boolean) => {
      for (;;) {
        const state = await trpc<ImportState>('imports.get', { id }, 'GET');
        if (done(state)) return state;
        if (state.status === 'failed') throw new Error(`import failed: ${JSON.stringify(state)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    const pid = child.pid!;
    const idle = memoryOf(pid);
    const sampler = sampleRss(pid, idle.rss);
    const started = performance.now();
    const body = new FormData();
    body.append('entity', 'inspections');
    body.append('converter', 'false');
    body.append('file', await openAsBlob(path, { type: 'text/csv' }), basename(path));
    const upload = await fetch(`${BASE}/api/imports/uploads`, {
      method: 'POST',
      headers: { origin: BASE, cookie },
      body,
    });
    if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const { id } = (await upload.json()) as { id: string };
    const uploaded = performance.now();
    const file = await trpc<ImportState>('imports.get', { id }, 'GET');
    await trpc('imports.dryRun', { id, mapping: file.mapping, saveMapping: false }, 'POST');
    const checked = await waitFor(id, (s) => s.phase === 'checked');
    const dryRun = performance.now();
    const afterDryRun = memoryOf(pid);
    await trpc('imports.start', { id, mode: 'valid_only' }, 'POST');
    const result = await waitFor(id, (s) => s.status === 'completed');
    const imported = performance.now();
    const sampled = sampler.stop();
    const end = memoryOf(pid);
    const seconds = (a: number, b: number) => ((b - a) / 1000).toFixed(1);
    return (
      `through the server (own process, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ` +
      `upload ${seconds(started, uploaded)} s, dry run ${seconds(uploaded, dryRun)} s (${checked.rowsRead} rows, ${checked.errorCount} errors), ` +
      `import ${seconds(dryRun, imported)} s (inserted ${result.inserted}, errors ${result.importErrors}); ` +
      `server RSS idle ${mb(idle.rss)} MB, peak by the end of the dry run ${mb(afterDryRun.hwm)} MB, ` +
      `peak overall ${mb(Math.max(end.hwm, sampled))} MB (VmHWM), now ${mb(end.rss)} MB`
    );
  } finally {
    await stopBuiltServer(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

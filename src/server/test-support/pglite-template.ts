import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';

// Apart from test-database.ts, which chooses PGlite or PostgreSQL for a test file: a test that
// opens PGlite on purpose (pglite-pool.test.ts) imports this alone, so the PostgreSQL pass
// (scripts/database-tests.mjs) does not run it a second time unchanged.

/**
 * A PGlite data directory with every migration applied, made once per set of
 * migrations and kept in the temporary folder. Starting from it takes about a
 * quarter of the time of initdb plus migrating, once per test file.
 */
export function migratedTemplate(): Promise<Blob> {
  // Kept per worker: every test file of the worker reads the same bytes (a Blob is immutable).
  template ??= readOrMakeTemplate().catch((error: unknown) => {
    template = undefined; // the next file tries again
    throw error;
  });
  return template;
}
let template: Promise<Blob> | undefined;

async function readOrMakeTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `inspecthub-pglite-template-${migrationsHash()}.tar`);
  const kept = await readFile(path).catch(() => null);
  if (kept) return new Blob([new Uint8Array(kept)]);
  const fresh = await openDatabase({ kind: 'pglite' });
  // Migrations only: the role matrix comes from code (ensureDefaultMatrix, per test database),
  // so a changed default is never hidden by a template made before it.
  await fresh.migrate();
  const client = (fresh.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
    .$client;
  // A checkpoint first, so a database opened from the copy has no WAL to replay: about a
  // quarter quicker to open, once per test file.
  await fresh.db.execute(sql`CHECKPOINT`);
  const dump = await client.dumpDataDir('none');
  await fresh.close();
  // Written aside and renamed, so a parallel worker never reads half a file.
  const partial = `${path}.${process.pid}.${Date.now()}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
  return dump;
}

const TEMPLATE_FORMAT = 'checkpointed-2';
let hash: string | undefined;
/** A digest of the migrations and of how templates are made: a template's name carries it. */
export function migrationsHash() {
  if (hash) return hash;
  const folder = join(import.meta.dirname, '../../../drizzle');
  const digest = createHash('sha256');
  // How the template is made counts too: a change to it (the checkpoint) makes new ones.
  digest.update(TEMPLATE_FORMAT);
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) {
      digest.update(name);
      digest.update(readFileSync(join(folder, name)));
    }
  }
  hash = digest.digest('hex').slice(0, 16);
  return hash;
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// The embedded database of a server (a data directory) runs with the smaller caches of
// PGLITE_SERVER_SETTINGS (docs/performance.md, "PGlite memory"); they hold after a restart.
describe('PGlite server settings', () => {
  it('applies the smaller caches to a data directory, on creation and on reopening', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'inspecthub-pglite-')), 'pglite');
    try {
      for (let open = 0; open < 2; open++) {
        const database = await openDatabase({ kind: 'pglite', dataDir });
        try {
          const shown = async (name: string) =>
            ((await database.query(`show ${name}`, [])) as { rows: Record<string, string>[] })
              .rows[0]?.[name];
          expect(await shown('shared_buffers')).toBe('16MB');
          expect(await shown('work_mem')).toBe('2MB');
          expect(await shown('maintenance_work_mem')).toBe('16MB');
        } finally {
          await database.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

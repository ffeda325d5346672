import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-tests.mjs';

function project(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'inspecthub-dbtests-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the PostgreSQL pass runs the test files whose database it chooses', () => {
  it('follows relative and @/ imports, through loops, to test-database.ts', () => {
    const root = project({
      'src/server/test-support/test-database.ts': 'export const openTestDatabase = 1;',
      'src/server/test-support/test-app.ts':
        "import { openTestDatabase } from './test-database';\nimport { b } from './loop-b';",
      'src/server/test-support/loop-b.ts': "import { a } from './test-app';",
      'src/server/features/x/x.test.ts': "import { b } from '@/server/test-support/loop-b';",
      'src/server/features/y/y.test.ts': "import type { T } from '../../test-support/test-app';",
      'src/server/lib/pure.test.ts': "import { sum } from './pure';",
      'src/server/lib/pure.ts': 'export const sum = 1;',
      'src/server/own.postgres.test.ts': 'const url = process.env.TEST_DATABASE_URL;',
    });
    expect(databaseTestFiles(root)).toEqual([
      'src/server/features/x/x.test.ts',
      'src/server/features/y/y.test.ts',
      'src/server/own.postgres.test.ts',
    ]);
  });

  it('on this project, keeps the durability test and leaves out the pure ones', () => {
    const files = databaseTestFiles(process.cwd());
    expect(files).toContain('src/server/durability.test.ts');
    expect(files).toContain('src/server/trpc/mutations-fuzz.test.ts');
    expect(files).not.toContain('src/server/lib/csv.test.ts');
    expect(files.length).toBeGreaterThan(90);
  });
});

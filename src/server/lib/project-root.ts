import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found from this module's own location, so files read at
 * run time (drizzle/, docs/, dist/web) are found both from the TypeScript sources (tests,
 * `npm run dev`) and from the bundled server in dist/server (`npm start`).
 */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the project: fromProjectRoot('drizzle'). */
export const fromProjectRoot = (...parts: string[]) => join(PROJECT_ROOT, ...parts);

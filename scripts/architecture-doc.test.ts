import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  currentE2eCells,
  dependencyTable,
  DOC,
  renderArchitectureDoc,
  ROOT,
} from './architecture-doc.mjs';

describe('docs/architecture.md cannot drift (issue 29 point 8)', () => {
  const doc = readFileSync(DOC, 'utf8');

  it('its dependency tables and feature map are what the map and the folders give', async () => {
    // On failure: npm run docs:architecture, then review and commit the doc.
    expect(await renderArchitectureDoc(doc)).toBe(doc);
  });

  it('groups features that may import the same, and says nothing for none', () => {
    expect(dependencyTable({ a: [], b: ['a'], c: [], d: ['a'] })).toBe(
      '| Feature | May import |\n| --- | --- |\n| a, c | nothing |\n| b, d | a |',
    );
  });

  it('names only browser specs that exist', () => {
    const named = [...currentE2eCells(doc).values()].flatMap((cell) =>
      [...cell.matchAll(/`([\w.-]+\.spec\.ts)`/g)].map((m) => m[1]!),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((spec) => !existsSync(join(ROOT, 'e2e', spec)))).toEqual([]);
  });
});

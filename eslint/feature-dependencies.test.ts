import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { featureBoundaryZones } from './feature-boundaries.js';
import { FEATURE_DEPENDENCIES, type FeatureMap } from './feature-dependencies.js';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sides = ['server', 'web'] as const;

const featureFolders = (side: (typeof sides)[number]) =>
  readdirSync(path.join(root, 'src', side, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** A cycle as [a, b, ..., a], or null when the map is a DAG. */
function findCycle(map: FeatureMap): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const trail: string[] = [];
  const visit = (feature: string): string[] | null => {
    if (state.get(feature) === 'done') return null;
    if (state.get(feature) === 'visiting') return [...trail.slice(trail.indexOf(feature)), feature];
    state.set(feature, 'visiting');
    trail.push(feature);
    for (const dependency of map[feature] ?? []) {
      const cycle = visit(dependency);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(feature, 'done');
    return null;
  };
  for (const feature of Object.keys(map)) {
    const cycle = visit(feature);
    if (cycle) return cycle;
  }
  return null;
}

describe('feature dependency map', () => {
  it.each(sides)('%s: names every feature folder, and only those', (side) => {
    expect(Object.keys(FEATURE_DEPENDENCIES[side]).sort()).toEqual(featureFolders(side));
  });

  it.each(sides)('%s: every dependency is another feature of the same side', (side) => {
    const map = FEATURE_DEPENDENCIES[side];
    for (const [feature, dependencies] of Object.entries(map)) {
      for (const dependency of dependencies) {
        expect(dependency, `${feature} -> ${dependency}`).not.toBe(feature);
        expect(Object.keys(map), `${feature} -> ${dependency}`).toContain(dependency);
      }
    }
  });

  it.each(sides)('%s: is acyclic (features depend on each other one way only)', (side) => {
    expect(findCycle(FEATURE_DEPENDENCIES[side])).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    expect(findCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle({ a: ['b', 'c'], b: ['c'], c: [] })).toBeNull();
  });
});

describe('feature boundary zones in ESLint', () => {
  // Only the boundary rule, on real feature folders: the files named below exist.
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    allowInlineConfig: false,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        settings: { 'import-x/resolver': { typescript: true, node: true } },
        rules: {
          'import-x/no-restricted-paths': [
            'error',
            { basePath: root, zones: featureBoundaryZones(root) },
          ],
        },
      },
    ],
  });
  const problems = async (file: string, source: string) => {
    const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
    return result!.messages.map((m) => m.message);
  };

  it('lets a feature import itself and the public modules of features it declares', async () => {
    const source = [
      "import { defectScope } from '../defects/scope';",
      "import { inspectionScope } from '../inspections/scope';",
      "import { listFollowups } from './list';",
    ].join('\n');
    expect(await problems('src/server/features/followups/probe.ts', source)).toEqual([]);
  });

  it('refuses a feature it does not declare, upward imports included', async () => {
    const [undeclared] = await problems(
      'src/server/features/followups/probe.ts',
      "import { listPayments } from '../payments/list';",
    );
    expect(undeclared).toContain("The server feature 'followups' may import defects, inspections");
    const [upward] = await problems(
      'src/server/features/inspections/probe.ts',
      "import { listFollowups } from '../followups/list';",
    );
    expect(upward).toContain(
      "The server feature 'inspections' may import checklist-catalogue, installers",
    );
  });

  it("refuses a declared feature's router, seed, test kit and tests", async () => {
    const internals = [
      "import { defectsRouter } from '../../features/defects/router';",
      "import { seedDemoDefects } from '../defects/seed';",
      "import { something } from '../defects/defects.test';",
    ];
    for (const line of internals) {
      const found = await problems('src/server/features/followups/probe.ts', line);
      expect(found, line).toHaveLength(1);
      expect(found[0], line).toContain("That is another feature's internals");
    }
    const [page] = await problems(
      'src/web/features/followups/probe.tsx',
      "import { DefectsPage } from '../defects/defects-page';",
    );
    expect(page).toContain("That is another feature's internals");
  });

  it('keeps feature-free folders free of features', async () => {
    const [server] = await problems(
      'src/server/lib/probe.ts',
      "import { getTenantSetting } from '../features/settings/tenant-settings';",
    );
    expect(server).toContain('Feature-free code (src/server/lib) imports no feature.');
    const [web] = await problems(
      'src/web/components/probe.tsx',
      "import { NotificationItem } from '../features/notifications/notification-item';",
    );
    expect(web).toContain(
      'Feature-free code (src/web/lib, src/web/components) imports no feature.',
    );
  });
});

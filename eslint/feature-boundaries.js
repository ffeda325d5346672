import path from 'node:path';
import { FEATURE_DEPENDENCIES } from './feature-dependencies.js';

/**
 * A feature's internals: files no other feature may import, even one allowed
 * to depend on it. They are entry points that only a composition root wires
 * up, or test code:
 * - server: `router.ts` (mounted by src/server/trpc/router.ts), `routes.ts`,
 *   `*-route.ts`, `*-routes.ts` (registered by src/server/app.ts), `*job.ts`,
 *   `jobs.ts` (src/server/jobs/registry.ts), `seed.ts` (src/server/db/seed)
 *   and the `seed-*.ts` parts it is split into;
 * - web: `*-page.tsx` (lazy routes in src/web/app);
 * - both: tests (`*.test.ts(x)`) and their helpers (`test-*`, `*fixture*`);
 *   helpers several features' tests need belong in src/server/test-support.
 * Everything else in a feature is its public surface for the features that
 * declare it in eslint/feature-dependencies.js.
 */
export const FEATURE_INTERNALS = {
  server: [
    '**/router.ts',
    '**/routes.ts',
    '**/*-route.ts',
    '**/*-routes.ts',
    '**/*job.ts',
    '**/jobs.ts',
    '**/seed.ts',
    '**/seed-*.ts',
    '**/*.test.ts',
    '**/test-*.ts',
    '**/*fixture*.ts',
  ],
  web: ['**/*-page.tsx', '**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}', '**/*fixture*.{ts,tsx}'],
};

/** Folders of feature-free code, which must not import any feature. */
const FEATURE_FREE = {
  server: ['src/server/lib'],
  web: ['src/web/lib', 'src/web/components'],
};

/**
 * `import-x/no-restricted-paths` zones (absolute paths under `root`) that let
 * a feature import only itself and the features it declares, never their
 * internals, and keep feature-free folders free of features.
 */
export function featureBoundaryZones(root, dependencies = FEATURE_DEPENDENCIES) {
  const zones = [];
  for (const [side, features] of Object.entries(dependencies)) {
    const dir = path.join(root, 'src', side, 'features');
    const file = 'eslint/feature-dependencies.js';
    for (const [feature, allowed] of Object.entries(features)) {
      const target = path.join(dir, feature);
      const may = allowed.length > 0 ? allowed.join(', ') : 'no other feature';
      zones.push({
        target,
        from: [`${dir}/**`],
        except: [feature, ...allowed].map((name) => `${dir}/${name}/**`),
        message: `The ${side} feature '${feature}' may import ${may} (${file}); features depend on each other in one direction: move what both need to the lower feature or a shared folder.`,
      });
      if (allowed.length === 0) continue;
      zones.push({
        target,
        from: allowed.flatMap((name) => FEATURE_INTERNALS[side].map((p) => `${dir}/${name}/${p}`)),
        message: `That is another feature's internals (routers, routes, jobs, seeds, pages, tests and their fixtures; see eslint/feature-boundaries.js): import its public modules, or move test helpers to a test-support folder.`,
      });
    }
    zones.push({
      target: FEATURE_FREE[side].map((folder) => path.join(root, folder)),
      from: dir,
      message: `Feature-free code (${FEATURE_FREE[side].join(', ')}) imports no feature.`,
    });
  }
  return zones;
}

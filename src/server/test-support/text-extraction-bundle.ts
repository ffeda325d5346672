import { mkdirSync } from 'node:fs';
import { build } from 'esbuild';
// The server build's options live beside the build script, outside src: no alias names them.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { SERVER_BUNDLE_OPTIONS } from '../../../scripts/server-bundle-options.mjs';
import { fromProjectRoot } from '../lib/project-root';

/**
 * Vitest global setup: the text-extraction child, bundled once for the run as
 * scripts/build-server.mjs bundles it, and handed to the test workers (which start after this
 * and inherit the environment). Each upload of a PDF or DOCX forks that child; from the .ts
 * source every child first loads tsx and compiles the worker, 0.71-0.78 s a fork against
 * 0.38-0.40 s bundled (measured here, three each). text-extraction.test.ts still runs the
 * source through tsx, as `npm run dev` does.
 */
export default async function bundleTextExtractionWorker() {
  const outdir = fromProjectRoot('node_modules', '.cache', 'text-extraction-worker');
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: { 'text-extraction-worker': 'src/server/lib/text-extraction-worker.ts' },
    outdir,
    ...SERVER_BUNDLE_OPTIONS,
    logLevel: 'warning',
  });
  process.env.TEXT_EXTRACTION_WORKER = `${outdir}/text-extraction-worker.js`;
}

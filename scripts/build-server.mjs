// Bundles the server (src/server/main.ts and everything it imports from src/) into one ES
// module, dist/server/main.js, which `npm start` runs with plain node: no tsx, no npx.
// npm packages stay outside the bundle (scripts/server-bundle-options.mjs). Files of this
// project read at run time (drizzle/, docs/, dist/web) are found from the project root
// (src/server/lib/project-root.ts), so the bundle's location does not matter.
//
// A second entry, dist/server/text-extraction-worker.js, is the child process that reads an
// uploaded file's text under a memory and time cap (src/server/lib/text-extraction.ts forks
// it from the file beside main.js). Each entry is a bundle of its own (no shared chunks).
import { build } from 'esbuild';
import { SERVER_BUNDLE_OPTIONS } from './server-bundle-options.mjs';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'text-extraction-worker': 'src/server/lib/text-extraction-worker.ts',
  },
  outdir: 'dist/server',
  ...SERVER_BUNDLE_OPTIONS,
  sourcemap: true,
  // Stack traces point at the TypeScript sources.
  sourcesContent: false,
  logLevel: 'warning',
  banner: { js: '// Built by scripts/build-server.mjs from src/server; do not edit.' },
});

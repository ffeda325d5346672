// Bundles the server (src/server/main.ts and everything it imports from src/) into one ES
// module, dist/server/main.js, which `npm start` runs with plain node: no tsx, no npx.
// npm packages stay outside the bundle (packages: 'external'): they load from node_modules
// as usual, with their own files (PGlite's WebAssembly, pdfmake's fonts). Files of this
// project read at run time (drizzle/, docs/, dist/web) are found from the project root
// (src/server/lib/project-root.ts), so the bundle's location does not matter.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  // Stack traces point at the TypeScript sources.
  sourcesContent: false,
  logLevel: 'warning',
  banner: { js: '// Built by scripts/build-server.mjs from src/server; do not edit.' },
});

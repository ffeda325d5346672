// How the server's code is bundled for plain node, in one place: the build
// (scripts/build-server.mjs), the unit suites' text-extraction child
// (src/server/test-support/text-extraction-bundle.ts) and the test that a bundled server finds
// its child (src/server/lib/text-extraction.test.ts) all bundle with these.
// npm packages stay outside the bundle (packages: 'external'): they load from node_modules
// as usual, with their own files (PGlite's WebAssembly, pdfmake's fonts).
/** @type {import('esbuild').BuildOptions} */
export const SERVER_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
};

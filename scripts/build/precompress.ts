// Compresses the built web app once, at build time: next to every text asset its brotli
// (quality 11, the best) and gzip (level 9) copies, which the server sends as they are
// (@fastify/static preCompressed) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text types worth compressing; images and fonts are compressed already, source maps are rarely fetched. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/i;
/** Below this the headers cost more than the saving (and @fastify/compress's threshold is the same). */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(path); // .vite/manifest.json is for the build only
    } else if (entry.isFile()) yield path;
  }
}

export type PrecompressResult = { file: string; bytes: number; brotli: number; gzip: number };

/** Writes FILE.br and FILE.gz beside each compressible file of DIR; returns what it wrote. */
export function precompressDir(dir: string): PrecompressResult[] {
  const written: PrecompressResult[] = [];
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    // A copy no smaller than the original is not worth sending: the server falls back to it.
    if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
    written.push({ file, bytes: source.length, brotli: brotli.length, gzip: gzip.length });
  }
  return written;
}

/** Vite plugin: precompresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'inspecthub:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}

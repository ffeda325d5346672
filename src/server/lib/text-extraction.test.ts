import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
// The server build's options live beside the build script, outside src: no alias names them.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { SERVER_BUNDLE_OPTIONS } from '../../../scripts/server-bundle-options.mjs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { docxParts } from '../test-support/hostile-files/office-files';
import { pdfLoopingXref, pdfWithManyPages, plainPdf } from '../test-support/hostile-files/pdfs';
import { zipOf } from '../test-support/hostile-files/zips';
import { fromProjectRoot } from './project-root';
import { extractTextIsolated, workerEntry } from './text-extraction';

const run = promisify(execFile);

describe('text extraction in a capped child process', () => {
  it('reads a PDF and a DOCX from the TypeScript sources (tsx in the child)', async () => {
    // The other suites fork the worker bundled once for the run (vitest.config.ts); this one
    // forks the source, as `npm run dev` does.
    vi.stubEnv('TEXT_EXTRACTION_WORKER', undefined);
    try {
      expect(await extractTextIsolated(plainPdf('Loft hatch (insulated)'), 'pdf')).toEqual({
        extracted: true,
        text: 'Loft hatch (insulated)',
      });
      const docx = await extractTextIsolated(zipOf(docxParts('Cavity wall')), 'docx');
      expect(docx.extracted).toBe(true);
      expect(docx.text).toContain('Cavity wall');
    } finally {
      vi.unstubAllEnvs();
    }
  }, 30_000);

  it('answers not extracted, with the reason, past the heap, the time, or for an unreadable file', async () => {
    const limits = { heapMb: 48, rssMb: 1024, timeMs: 60_000 };
    expect(await extractTextIsolated(pdfWithManyPages(), 'pdf', limits)).toEqual({
      extracted: false,
      text: '',
      reason: 'memory',
    });
    expect(
      await extractTextIsolated(plainPdf('x'), 'pdf', { heapMb: 128, rssMb: 1024, timeMs: 1 }),
    ).toMatchObject({ extracted: false, reason: 'time' });
    expect(await extractTextIsolated(pdfLoopingXref(), 'pdf')).toMatchObject({
      extracted: false,
      reason: 'unreadable',
    });
  }, 60_000);

  it('finds the worker beside the module: the .ts source, or the bundled .js next to main.js', () => {
    const source = workerEntry();
    expect(source.path).toMatch(/src\/server\/lib\/text-extraction-worker\.ts$/);
    expect(source.execArgv[0]).toBe('--import');
    expect(workerEntry('file:///srv/app/dist/server/main.js')).toEqual({
      path: '/srv/app/dist/server/text-extraction-worker.js',
      execArgv: [],
    });
  });

  const cache = fromProjectRoot('node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(join(cache, 'text-extraction-bundle-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('works bundled as scripts/build-server.mjs bundles it, under plain node', async () => {
    // The server build's options (one entry per file, packages outside the bundle); the module stands where main.js stands, the worker beside it.
    await build({
      entryPoints: {
        main: fromProjectRoot('src/server/lib/text-extraction.ts'),
        'text-extraction-worker': fromProjectRoot('src/server/lib/text-extraction-worker.ts'),
      },
      outdir,
      ...SERVER_BUNDLE_OPTIONS,
      logLevel: 'silent',
    });
    const script = `
      const { extractTextIsolated, workerEntry } = await import(${JSON.stringify(join(outdir, 'main.js'))});
      const pdf = Buffer.from(process.argv[1], 'base64');
      console.log(JSON.stringify({ entry: workerEntry(), result: await extractTextIsolated(pdf, 'pdf') }));
    `;
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', script, plainPdf('Bundled read').toString('base64')],
      { cwd: outdir },
    );
    expect(JSON.parse(stdout)).toEqual({
      entry: { path: join(outdir, 'text-extraction-worker.js'), execArgv: [] },
      result: { extracted: true, text: 'Bundled read' },
    });
  }, 60_000);
});

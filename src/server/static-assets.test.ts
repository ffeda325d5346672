import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The build step that precompresses dist/web lives outside src, so the alias cannot name it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { precompressDir } from '../../scripts/build/precompress';
import { buildApp } from './app';
import type { Database } from './db/client';
import { silentLogger } from './test-support/test-caller';
import { TEST_BASE_URL } from './test-support/test-app';
import { openTestDatabase } from './test-support/test-database';
import { createTestServices } from '@/server/test-support/test-services';

// The web app's files, compressed once by the build and sent as they are, over real HTTP.
let database: Database;
let app: FastifyInstance;
let port: number;
const webDir = mkdtempSync(join(tmpdir(), 'inspecthub-static-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const indexHtml = `<!doctype html><html><head><title>InspectHub</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

function get(path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  writeFileSync(join(webDir, 'index.html'), indexHtml);
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(webDir, 'assets', 'tiny-abc123.js'), 'console.log(1);\n');
  precompressDir(webDir);
  database = await openTestDatabase();
  app = await buildApp({
    database,
    logger: silentLogger,
    authSecret: 'x'.repeat(40),
    baseUrl: TEST_BASE_URL,
    webDir,
    services: createTestServices(),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('build-time compression', () => {
  it('writes brotli at its best quality and gzip beside each text file of 1 KB or more', () => {
    const br = readFileSync(join(webDir, 'assets', 'app-abc123.js.br'));
    const best = brotliCompressSync(script, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    expect(br.length).toBeLessThanOrEqual(best.length);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(webDir, 'assets', 'app-abc123.js.gz'))).toString()).toBe(
      script,
    );
    expect(() => readFileSync(join(webDir, 'assets', 'tiny-abc123.js.br'))).toThrow();
  });
});

describe('serving the web app', () => {
  it('sends the brotli file as it is, with long immutable caching', async () => {
    const answer = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    // Byte for byte the build's file: nothing was compressed for this request.
    expect(answer.body.equals(readFileSync(join(webDir, 'assets', 'app-abc123.js.br')))).toBe(true);
  });

  it('sends the gzip file to a client without brotli, and the plain file to one without either', async () => {
    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(join(webDir, 'assets', 'app-abc123.js.gz')))).toBe(true);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/app-abc123.js', accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a file too small to compress as it is', async () => {
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log(1);\n');
  });

  it('sends index.html precompressed and never cached without a check, for every client route', async () => {
    for (const path of ['/dashboard', '/inspections/pending?page=2', '/login']) {
      const page = await get(path, 'br');
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.body).toString()).toBe(indexHtml);
    }
    const plain = await get('/dashboard');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString()).toBe(indexHtml);
  });
});

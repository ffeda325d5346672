import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

// The installable app's files (issue 32 point 1) as the build writes them beside index.html:
// the service worker, its Workbox runtime, the web app manifest and the icons.
let database: Database;
let app: FastifyInstance;
const webDir = mkdtempSync(join(tmpdir(), 'inspecthub-pwa-'));
const serviceWorker = `define(["./workbox-abc123"],(function(s){${'s.precacheAndRoute([]);'.repeat(80)}}));\n`;
const manifest = JSON.stringify({ name: 'InspectHub', start_url: '/', display: 'standalone' });

beforeAll(async () => {
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>InspectHub</title>');
  writeFileSync(join(webDir, 'sw.js'), serviceWorker);
  writeFileSync(join(webDir, 'workbox-abc123.js'), 'define([],function(){});\n');
  writeFileSync(join(webDir, 'manifest.webmanifest'), manifest);
  mkdirSync(join(webDir, 'icons'));
  writeFileSync(join(webDir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
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
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('serving the installable app', () => {
  it('sends the service worker as JavaScript that the browser checks on every update', async () => {
    for (const encoding of ['br', 'identity']) {
      const answer = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      // A cached worker would keep users on an old version: never used without a check.
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    const plain = await app.inject({ url: '/sw.js' });
    expect(plain.body).toBe(serviceWorker);
  });

  it("sends Workbox's runtime and the manifest with their types", async () => {
    const runtime = await app.inject({ url: '/workbox-abc123.js' });
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['content-type']).toMatch(/javascript/);

    const answer = await app.inject({ url: '/manifest.webmanifest' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toEqual(JSON.parse(manifest));

    const icon = await app.inject({ url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('allows a worker and a manifest from this origin only in the Content-Security-Policy', async () => {
    const page = await app.inject({ url: '/login' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it('still answers a missing file with a 404, not the app', async () => {
    const missing = await app.inject({ url: '/workbox-missing.js' });
    expect(missing.statusCode).toBe(404);
  });
});

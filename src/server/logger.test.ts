import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/client';
import {
  createLogger,
  listRecentLogLines,
  recordLogLine,
  redactUrl,
  redactUrlsInText,
} from './logger';
import { createStaffUser } from './test-support/staff-and-inspections';
import { TEST_BASE_URL } from './test-support/test-app';
import { openTestDatabase } from './test-support/test-database';
import { signIn, trpcMutation } from './test-support/trpc-over-http';
import { createTestServices } from '@/server/test-support/test-services';

describe('recent log lines', () => {
  it('keeps what the logger writes, redacted, newest last', async () => {
    const logger = createLogger('info', 'json');
    logger.info({ req: { headers: { cookie: 'session=secret' } } }, 'ring buffer test');
    logger.debug('below the level');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = listRecentLogLines().find((l) => l.includes('ring buffer test'));
    expect(line).toBeDefined();
    expect(line).not.toContain('secret');
    expect(listRecentLogLines().some((l) => l.includes('below the level'))).toBe(false);
  });

  it('holds at most 2,000 lines and cuts long ones', () => {
    for (let i = 0; i < 2_100; i++) recordLogLine(`line ${i}\n`);
    recordLogLine('x'.repeat(5_000));
    const lines = listRecentLogLines();
    expect(lines).toHaveLength(2_000);
    expect(lines[0]).toBe('line 101');
    expect(lines.at(-1)).toHaveLength(4_001);
  });
});

describe('redactUrl (issue 27, point 8)', () => {
  it('hides the feed secret, tRPC inputs and any non-harmless query value', () => {
    expect(redactUrl('/feeds/news/AbCdEfGhIjKlMnOpQrStUvWx.xml')).toBe('/feeds/news/[redacted]');
    expect(
      redactUrl('/trpc/search.records,inspection.list?batch=1&input=%7B%220%22%3A%7B%22q%22%7D%7D'),
    ).toBe('/trpc/search.records,inspection.list?batch=1&input=[redacted]');
    expect(redactUrl('/api/auth/verify-email?token=abc&callbackURL=/x')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]',
    );
    expect(redactUrl('/api/auth/reset-password/tok123?callbackURL=%2Freset')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=[redacted]',
    );
    expect(redactUrl('/api/exports/inspections.csv?search=Smith&page=2&sort=date&api_key=k')).toBe(
      '/api/exports/inspections.csv?search=[redacted]&page=2&sort=date&api_key=[redacted]',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
    expect(redactUrl('/x?password=hunter2#frag')).toBe('/x?password=[redacted]');
    expect(redactUrl('/x?Quokka%20search&page=1')).toBe('/x?[redacted]=[redacted]&page=1');
    expect(redactUrl('/feeds/news/secret/extra.xml')).toBe('/feeds/news/[redacted]');
  });

  it('also redacts URLs inside messages (Fastify’s "Route GET:/... not found")', () => {
    expect(redactUrlsInText('Route GET:/nowhere?secret=s3cr3t not found')).toBe(
      'Route GET:/nowhere?secret=[redacted] not found',
    );
    expect(redactUrlsInText('plain message, no address')).toBe('plain message, no address');
  });
});

describe('the server log after a scripted session (issue 27, point 8)', () => {
  let database: Database;
  afterAll(async () => {
    await database?.close();
  });

  it('holds neither the RSS feed secret nor the search term, but still the paths', async () => {
    database = await openTestDatabase();
    const admin = await createStaffUser(database, 'ops@log.test', 'Olive', 'Ops', 'ADMIN');
    const written: string[] = [];
    const destination = { write: (line: string) => void written.push(line) };
    const app = await buildApp({
      database,
      // Request lines are written at debug level (LOG_LEVEL=debug): the level whose lines hold URLs.
      logger: createLogger('debug', 'json', destination),
      authSecret: 'test-secret-that-is-long-enough-000000',
      baseUrl: TEST_BASE_URL,
      services: createTestServices(),
      operatorEmails: [admin.email],
    });
    try {
      const { cookie } = await signIn(app, admin.email, 'password-1');
      const feed = await trpcMutation(app, cookie, 'news.feed.create');
      const feedUrl = (feed.data as { url: string }).url;
      const feedPath = new URL(feedUrl).pathname;
      const secret = /\/feeds\/news\/([^/]+)\.xml$/.exec(feedPath)![1]!;
      expect((await app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);

      const term = 'Quokkaflorin7731';
      const input = encodeURIComponent(JSON.stringify({ 0: { q: term } }));
      const search = await app.inject({
        method: 'GET',
        url: `/trpc/search.records?batch=1&input=${input}`,
        headers: { cookie },
      });
      expect(search.statusCode).toBe(200);
      // An address no route knows: Fastify's own message names it.
      await app.inject({ method: 'GET', url: `/nowhere?token=${secret}&q=${term}` });

      const download = await app.inject({
        method: 'GET',
        url: '/api/maintenance/logs.txt',
        headers: { cookie },
      });
      expect(download.statusCode).toBe(200);
      for (const log of [written.join(''), download.body]) {
        expect(log).toContain('/feeds/news/[redacted]');
        expect(log).toContain('/trpc/search.records?batch=1&input=[redacted]');
        expect(log).not.toContain(secret);
        expect(log).not.toContain(term);
        expect(log).not.toContain(encodeURIComponent(term).slice(0, 8));
      }
    } finally {
      await app.close();
    }
  });
});

import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createUser } from '../test-support/users';
import { buildTestApp } from '../test-support/test-app';
import { signIn } from '../test-support/trpc-over-http';
import { openTestDatabase } from '../test-support/test-database';
import { registerTrpc } from './fastify-adapter';

/**
 * Issue 17 round 3: queries by GET are answered by our adapter, not by tRPC's resolveResponse.
 * Every request here goes to two apps on the same database, one with the fast path and one
 * without (every call through resolveResponse), and the answers must be the same bytes, status
 * and headers.
 */
let database: Database;
let fast: FastifyInstance;
let slow: FastifyInstance;
let coordinator: string;

beforeAll(async () => {
  database = await openTestDatabase();
  fast = await buildTestApp(database);
  slow = await buildTestApp(database, { trpcFastQueries: false });
  await createUser(database.db, {
    email: 'fast-path@test.uk',
    firstName: 'Fast',
    role: 'COORDINATOR',
  });
  ({ cookie: coordinator } = await signIn(fast, 'fast-path@test.uk', 'password-1'));
});
afterAll(async () => {
  await fast.close();
  await slow.close();
  await database.close();
});

const batch = (paths: string[], inputs: Record<number, unknown>) =>
  `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
const single = (path: string, input?: unknown) =>
  input === undefined
    ? `/trpc/${path}`
    : `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
const MISSING = '00000000-0000-4000-8000-000000000000';

async function both(url: string, headers: Record<string, string> = {}) {
  const request = { method: 'GET' as const, url, headers };
  const [a, b] = [await fast.inject(request), await slow.inject(request)];
  return { fast: a, slow: b };
}

/** The parts of an answer a client can see, bar the date. */
const visible = (r: Awaited<ReturnType<typeof both>>['fast']) => ({
  status: r.statusCode,
  body: r.body,
  contentType: r.headers['content-type'],
  vary: r.headers.vary,
  cacheControl: r.headers['cache-control'],
});

describe('the query fast path answers as resolveResponse does', () => {
  const cases: [string, () => string, 'signed in' | 'signed out', number][] = [
    ['one query', () => single('notifications.unreadCount'), 'signed in', 200],
    [
      'one query with input',
      () => single('inspection.getPendingInspections', { page: 1 }),
      'signed in',
      200,
    ],
    [
      'a batch of two',
      () =>
        batch(['notifications.unreadCount', 'inspection.getPendingInspections'], {
          1: { page: 1 },
        }),
      'signed in',
      200,
    ],
    ['signed out: UNAUTHORIZED', () => single('notifications.unreadCount'), 'signed out', 401],
    [
      'a batch signed out: both UNAUTHORIZED',
      () => batch(['notifications.unreadCount', 'inspection.stats'], {}),
      'signed out',
      401,
    ],
    ['FORBIDDEN (audit:view)', () => single('audit.filterOptions'), 'signed in', 403],
    [
      'NOT_FOUND from the procedure',
      () => single('inspection.get', { id: MISSING }),
      'signed in',
      404,
    ],
    [
      'BAD_REQUEST from zod, with fieldErrors',
      () => single('inspection.get', { id: 'nope' }),
      'signed in',
      400,
    ],
    [
      'a batch, one FORBIDDEN: 207',
      () => batch(['notifications.unreadCount', 'audit.filterOptions'], {}),
      'signed in',
      207,
    ],
    [
      'a batch of errors with different codes: 207',
      () => batch(['inspection.get', 'audit.filterOptions'], { 0: { id: 'nope' } }),
      'signed in',
      207,
    ],
    [
      'a batch with the same error twice: its code',
      () => batch(['inspection.get', 'inspection.get'], { 0: { id: MISSING }, 1: { id: MISSING } }),
      'signed in',
      404,
    ],
    [
      "a '+' in the input is a space, as in URLSearchParams",
      () => '/trpc/inspection.stats?input=%7B%22search%22%3A%22a+b%22%7D',
      'signed in',
      200,
    ],
    [
      'a repeated input: the first one counts',
      () => '/trpc/inspection.get?input=%7B%22id%22%3A%22nope%22%7D&input=%7B%7D&=&&x',
      'signed in',
      400,
    ],
    [
      'an input with a malformed escape (URLSearchParams decodes it leniently)',
      () => '/trpc/inspection.stats?input=%7B%22search%22%3A%22a%E0%A4%A%22%7D',
      'signed in',
      200,
    ],
    [
      'raw unicode and spaces in the query',
      () => '/trpc/inspection.stats?input={"search":"café"}',
      'signed in',
      200,
    ],
    // What the fast path leaves to resolveResponse (still compared, so still tRPC's answers).
    ['an unknown procedure', () => single('no.such'), 'signed in', 404],
    [
      'a batch with an unknown procedure',
      () => batch(['notifications.unreadCount', 'no.such'], {}),
      'signed in',
      207,
    ],
    ['a mutation by GET', () => single('notifications.markAllRead'), 'signed in', 405],
    ['bad input JSON', () => '/trpc/inspection.get?input=%7B%22id', 'signed in', 400],
    [
      'a batch whose input is not an object',
      () => '/trpc/notifications.unreadCount?batch=1&input=3',
      'signed in',
      400,
    ],
    ['a path that does not decode', () => '/trpc/notifications.unread%E0%A4%A', 'signed in', 400],
  ];
  for (const [name, url, who, status] of cases) {
    it(name, async () => {
      const answers = await both(url(), who === 'signed in' ? { cookie: coordinator } : {});
      expect(visible(answers.fast)).toEqual(visible(answers.slow));
      expect(answers.fast.statusCode).toBe(status);
      expect(answers.fast.headers['content-type']).toMatch(/^application\/json/);
    });
  }

  it('keeps the zod error shape the client reads (message and fieldErrors)', async () => {
    const { fast: answer } = await both(single('inspection.get', { id: 'nope' }), {
      cookie: coordinator,
    });
    const body = answer.json<{ error: { message: string; data: Record<string, unknown> } }>();
    expect(body.error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      path: 'inspection.get',
      fieldErrors: { id: expect.any(String) as unknown },
    });
    expect(body.error.data.stack).toBeUndefined();
  });

  it('streams a batch asked for as jsonl as before (resolveResponse)', async () => {
    const url = batch(['notifications.unreadCount'], {});
    const answers = await both(url, { cookie: coordinator, 'trpc-accept': 'application/jsonl' });
    expect(answers.fast.statusCode).toBe(200);
    expect(answers.fast.body).toBe(answers.slow.body);
    expect(answers.fast.headers['content-type']).toBe(answers.slow.headers['content-type']);
  });
});

/** The adapter on a router of its own: what the app's router cannot make happen on demand. */
describe('the query fast path on a test router', () => {
  const t = initTRPC
    .context<{ user: string | null }>()
    .meta<{ label?: string }>()
    .create({ isDev: false });
  // The fast path calls middlewares itself (fastify-adapter.ts, invoke): each thing a middleware
  // can do, with the answer compared to tRPC's own caller below.
  const withRole = t.procedure.use(({ next }) => next({ ctx: { role: 'admin' } }));
  const doubled = t.procedure
    .input(z.object({ n: z.number() }))
    .use(async ({ input, next }) => next({ input: { n: input.n * 2 } }));
  const testRouter = t.router({
    role: withRole.query(({ ctx }) => `${ctx.user} as ${ctx.role}`),
    doubled: doubled.query(({ input }) => input.n),
    labelled: t.procedure
      .meta({ label: 'from meta' })
      .use(({ meta, next }) => next({ ctx: { label: meta?.label } }))
      .query(({ ctx }) => ctx.label),
    refused: t.procedure
      .use(() => {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'not you' });
      })
      .query(() => 'never'),
    noNext: t.procedure
      .use((() => undefined) as unknown as Parameters<typeof t.procedure.use>[0])
      .query(() => 'never'),
    rawInput: t.procedure
      .use(async ({ getRawInput, next }) => next({ ctx: { raw: await getRawInput() } }))
      .query(({ ctx }) => ctx.raw),
    hello: t.procedure.query(({ ctx }) => `hello ${ctx.user}`),
    boom: t.procedure.query((): string => {
      throw new Error('database on fire');
    }),
    big: t.procedure.query(() => ({ n: 1n })),
    streamy: t.procedure.query(() => ({ later: Promise.resolve(1) })),
    // The one visible difference, on purpose: no abort signal on the fast path.
    hasSignal: t.procedure.query(({ signal }) => signal !== undefined),
  });

  async function serve(fastQueries: boolean, failContext = false) {
    const errors: { code: string; path: string | undefined }[] = [];
    const app = Fastify();
    await registerTrpc(app, {
      prefix: '/trpc',
      router: testRouter,
      createContext: () =>
        failContext ? Promise.reject(new Error('no context')) : Promise.resolve({ user: 'Ada' }),
      onError: ({ error, path }) => errors.push({ code: error.code, path }),
      fastQueries,
    });
    return { app, errors };
  }

  const urls = [
    '/trpc/hello',
    '/trpc/boom',
    '/trpc/hello,boom?batch=1',
    '/trpc/big',
    '/trpc/hello,big?batch=1',
    '/trpc/streamy',
    '/trpc/hello,streamy?batch=1',
    '/trpc/role',
    `/trpc/doubled?input=${encodeURIComponent('{"n":21}')}`,
    `/trpc/doubled?input=${encodeURIComponent('{"n":"x"}')}`,
    '/trpc/labelled',
    '/trpc/refused',
    '/trpc/noNext',
    `/trpc/rawInput?input=${encodeURIComponent('{"a":[1,"b"]}')}`,
    `/trpc/role,doubled,refused?batch=1&input=${encodeURIComponent('{"1":{"n":2}}')}`,
  ];
  for (const failContext of [false, true]) {
    for (const url of urls) {
      it(`${url}${failContext ? ', createContext failing' : ''}: same answer, same onError calls`, async () => {
        const a = await serve(true, failContext);
        const b = await serve(false, failContext);
        const [ra, rb] = [await a.app.inject(url), await b.app.inject(url)];
        expect(ra.statusCode).toBe(rb.statusCode);
        expect(ra.body).toBe(rb.body);
        expect(ra.headers['content-type']).toBe(rb.headers['content-type']);
        expect(ra.headers.vary).toBe(rb.headers.vary);
        expect(a.errors).toEqual(b.errors);
        await a.app.close();
        await b.app.close();
      });
    }
  }

  it('answers on the fast path (no abort signal), and through resolveResponse without it', async () => {
    const a = await serve(true);
    const b = await serve(false);
    expect((await a.app.inject('/trpc/hasSignal')).json()).toEqual({ result: { data: false } });
    expect((await b.app.inject('/trpc/hasSignal')).json()).toEqual({ result: { data: true } });
    await a.app.close();
    await b.app.close();
  });

  it('runs middlewares as tRPC does: context and input passed on, meta, raw input, refusals', async () => {
    const { app, errors } = await serve(true);
    const data = async (url: string) => (await app.inject(url)).json<unknown>();
    expect(await data('/trpc/role')).toEqual({ result: { data: 'Ada as admin' } });
    expect(await data(`/trpc/doubled?input=${encodeURIComponent('{"n":21}')}`)).toEqual({
      result: { data: 42 },
    });
    expect(await data('/trpc/labelled')).toEqual({ result: { data: 'from meta' } });
    expect(await data(`/trpc/rawInput?input=${encodeURIComponent('{"a":[1,"b"]}')}`)).toEqual({
      result: { data: { a: [1, 'b'] } },
    });
    const refused = await app.inject('/trpc/refused');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: 'not you' } });
    const noNext = await app.inject('/trpc/noNext');
    expect(noNext.statusCode).toBe(500);
    expect(noNext.json()).toMatchObject({
      error: { message: 'No result from middlewares - did you forget to `return next()`?' },
    });
    expect(errors.map((e) => e.code)).toEqual(['FORBIDDEN', 'INTERNAL_SERVER_ERROR']);
    await app.close();
  });

  it('reports a failing query to onError as a 500 with its path', async () => {
    const { app, errors } = await serve(true);
    const response = await app.inject('/trpc/hello,boom?batch=1');
    expect(response.statusCode).toBe(207);
    expect(errors).toEqual([{ code: 'INTERNAL_SERVER_ERROR', path: 'boom' }]);
    await app.close();
  });
});

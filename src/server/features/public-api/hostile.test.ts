import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '@/shared/public-api/problem';
import type { Database } from '@/server/db/client';
import { CASES } from '@/server/test-support/hostile-corpus/cases';
import { serverErrorOf } from '@/server/test-support/hostile-corpus/report';
import type { Target } from '@/server/test-support/hostile-corpus/targets';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createUser } from '@/server/test-support/users';
import { OPERATIONS } from './operations/index';
import { PUBLIC_API_PREFIX } from './routes';
import { callApi, keyFor, startApi } from './test-kit';

/**
 * The hostile corpus (issue 27 point 12; test-support/hostile-corpus) sent to every operation of
 * the public API with a key holding every scope, so each request passes the key guard and
 * reaches the operation's own parsing: deep and wide JSON, huge numbers, broken text, every
 * body encoding, odd multipart, hostile query strings and path parameters. No answer may be a
 * 5xx, every refusal is a problem document, and the server answers afterwards. The corpus's
 * own run (hostile-corpus.test.ts) reaches /api/v1 only without a key (401).
 */

/** Cases every operation gets; every other case goes to one operation it applies to, in turn. */
const ALWAYS = new Set([
  'body:deep-array-7000:json',
  'body:hostile-text:json',
  'query-hostile-values',
  'param-traversal',
  'param-bad-utf8',
  'header-origin-null',
  'header-forged-session-cookie',
]);

let database: Database;
let app: FastifyInstance;
let key: string;

const targetOf = (operation: (typeof OPERATIONS)[number]): Target => {
  const route = `${PUBLIC_API_PREFIX}${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
  return {
    label: `${operation.method} ${operation.path}`,
    family: 'api',
    // The corpus's requests take the target's method for a body (case.ts): PUT and PATCH too.
    method: operation.method as Target['method'],
    route,
    url: route.replace(/:(\w+)/g, (_m, name: string) =>
      name === 'umr' ? 'UMR-HOSTILE-1' : '6f1c2a8e-9c1b-4f55-8a55-0f5f1c2a8e9c',
    ),
  };
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database);
  const admin = await createUser(database.db, { role: 'ADMIN' });
  const scopes = [...new Set(OPERATIONS.map((o) => o.requires))];
  key = await keyFor(database, admin, scopes, 10_000);
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the hostile corpus against every /api/v1 operation, with a valid key', () => {
  it('never answers 5xx, answers every refusal as a problem, and is alive afterwards', async () => {
    const targets = OPERATIONS.map(targetOf);
    const plan: { target: Target; kase: (typeof CASES)[number] }[] = [];
    let turn = 0;
    for (const kase of CASES) {
      const applies = targets.filter((t) => kase.applies(t));
      if (ALWAYS.has(kase.name)) plan.push(...applies.map((target) => ({ target, kase })));
      else if (applies.length > 0) plan.push({ target: applies[turn++ % applies.length]!, kase });
    }
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (const { target, kase } of plan) {
      const request = kase.request(target);
      const response = await app.inject({
        ...request,
        // The case's own Authorization (a junk bearer, Basic) replaces the key: a 401 then.
        headers: { authorization: `Bearer ${key}`, ...request.headers },
      });
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      const error = serverErrorOf(response);
      const type = String(response.headers['content-type'] ?? '');
      if (error)
        failures.push(`${target.label} ${kase.name}: ${error} ${response.body.slice(0, 300)}`);
      else if (response.statusCode >= 400 && !type.startsWith(PROBLEM_CONTENT_TYPE))
        failures.push(`${target.label} ${kase.name}: ${response.statusCode} as ${type}`);
    }
    console.log(`public API hostile corpus: statuses ${JSON.stringify(statuses)}`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(plan.length).toBeGreaterThan(CASES.length / 2);
    const alive = await callApi(app, key, { method: 'GET', url: '/inspections?pageSize=1' });
    expect(alive.statusCode).toBe(200);
  }, 120_000);
});

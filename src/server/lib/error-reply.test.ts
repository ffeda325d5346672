import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { INTERNAL_ERROR_MESSAGE } from './error-reply';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  // A route that fails as a query does, with the SQL and the user's input in its message.
  app.get('/failing-for-test', () => {
    throw new Error('Failed query: select 1 where email = $1 params: secret@example.com');
  });
  app.get('/refusing-for-test', () => {
    throw Object.assign(new Error('Not allowed here.'), { statusCode: 403 });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('a 5xx outside tRPC says nothing of its cause; a 4xx keeps its message', async () => {
  const failed = await app.inject({ method: 'GET', url: '/failing-for-test' });
  expect(failed.statusCode).toBe(500);
  expect(failed.json()).toEqual({
    statusCode: 500,
    error: 'Internal Server Error',
    message: INTERNAL_ERROR_MESSAGE,
  });
  expect(failed.body).not.toContain('secret@example.com');
  const refused = await app.inject({ method: 'GET', url: '/refusing-for-test' });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ message: 'Not allowed here.' });
});

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem, PROBLEM_CONTENT_TYPE } from '@/shared/public-api/problem';
import type { Database } from '@/server/db/client';
import {
  apiIdempotency,
  inspectionEvidence,
  inspections,
  lodgedMeasures,
} from '@/server/db/schema/index';
import { seedSamplingCatalogue } from '@/server/features/sampling/catalogue-seed';
import { makeTestPng } from '@/server/test-support/evidence-photos';
import { createInstaller } from '@/server/test-support/installers';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createUser } from '@/server/test-support/users';
import type { JobContext } from '@/server/jobs/scheduler';
import { silentLogger } from '@/server/test-support/test-caller';
import { createTestServices } from '@/server/test-support/test-services';
import { idempotencyPruneJob } from './idempotency-job';
import { callApi, filesForm, keyFor, startApi } from './test-kit';

let database: Database;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof createUser>>;
let key: string;

const payload = (policyId: string, overrides: Record<string, unknown> = {}) => ({
  policyId,
  customerName: 'Ann Lee',
  customerForename: 'Ann',
  customerSurname: 'Lee',
  propertyAddress: '4 Mill Lane, Leeds, LS1 4AB',
  addressLine1: '4 Mill Lane',
  addressTown: 'Leeds',
  addressPostcode: 'LS1 4AB',
  measureType: 'INSULATION',
  installerName: 'Mill Insulation',
  installerCompany: 'Mill Insulation',
  trigger: 'QUALITY_ASSURANCE',
  scheduledDate: '2026-12-20',
  notes: '',
  ...overrides,
});

const problemOf = (response: { headers: Record<string, unknown>; json: <T>() => T }) => {
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  return Problem.parse(response.json());
};

const countByPolicy = (policyId: string) =>
  database.db.$count(
    inspections,
    and(eq(inspections.policyId, policyId), eq(inspections.tenantId, admin.tenantId)),
  );

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database);
  admin = await createUser(database.db, { role: 'ADMIN' });
  await seedSamplingCatalogue(database.db, admin.tenantId);
  await createInstaller(database.db, { name: 'Wharf Walls' });
  key = await keyFor(database, admin, [
    'inspections:create',
    'inspections:view_all',
    'inspections:edit',
    'defects:manage',
  ]);
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('Idempotency-Key on a create', () => {
  it('answers the same key twice with the first answer and stores one record', async () => {
    const request = {
      method: 'POST' as const,
      url: '/inspections',
      body: payload('510001'),
      headers: { 'idempotency-key': 'create-510001' },
    };
    const first = await callApi(app, key, request);
    const second = await callApi(app, key, request);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    expect(await countByPolicy('510001')).toBe(1);
  });

  it('refuses the same key with a different body with 409 idempotency_key_reused', async () => {
    const headers = { 'idempotency-key': 'create-510002' };
    const first = await callApi(app, key, {
      method: 'POST',
      url: '/inspections',
      body: payload('510002'),
      headers,
    });
    expect(first.statusCode).toBe(201);
    const other = await callApi(app, key, {
      method: 'POST',
      url: '/inspections',
      body: payload('510003'),
      headers,
    });
    expect(other.statusCode).toBe(409);
    expect(problemOf(other).code).toBe('idempotency_key_reused');
    expect(await countByPolicy('510003')).toBe(0);
  });

  it('hashes the body canonically: the same fields in another order are the same request', async () => {
    const headers = { 'idempotency-key': 'create-510004' };
    const body = payload('510004');
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const first = await callApi(app, key, { method: 'POST', url: '/inspections', body, headers });
    const again = await callApi(app, key, {
      method: 'POST',
      url: '/inspections',
      body: reversed,
      headers,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
  });

  it('replays a refusal too (4xx), and a key still running is refused with 409 idempotency_in_progress', async () => {
    const headers = { 'idempotency-key': 'create-bad' };
    const bad = {
      method: 'POST' as const,
      url: '/inspections',
      body: payload('510005', { addressPostcode: 'nope' }),
      headers,
    };
    const first = await callApi(app, key, bad);
    const second = await callApi(app, key, bad);
    expect(first.statusCode).toBe(400);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(first.json());
    // A claimed key without an answer yet: another server is running it.
    const [row] = await database.db
      .select()
      .from(apiIdempotency)
      .where(eq(apiIdempotency.idempotencyKey, 'create-510001'));
    await database.db
      .insert(apiIdempotency)
      .values({ ...row!, idempotencyKey: 'running', responseStatus: null, responseBody: null });
    const running = await callApi(app, key, {
      method: 'POST',
      url: '/inspections',
      body: payload('510001'),
      headers: { 'idempotency-key': 'running' },
    });
    expect(running.statusCode).toBe(409);
    expect(problemOf(running).code).toBe('idempotency_in_progress');
  });

  it('runs a request again once its key is older than 24 hours', async () => {
    const headers = { 'idempotency-key': 'create-510006' };
    const first = await callApi(app, key, {
      method: 'POST',
      url: '/inspections',
      body: payload('510006'),
      headers,
    });
    await database.db
      .update(apiIdempotency)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(apiIdempotency.idempotencyKey, 'create-510006'));
    const later = await callApi(app, key, {
      method: 'POST',
      url: '/inspections',
      body: payload('510006', { notes: 'again' }),
      headers,
    });
    expect(later.statusCode).toBe(201);
    expect(later.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
  });

  it('forgets keys past 24 hours in the hourly prune job', async () => {
    await database.db
      .update(apiIdempotency)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(apiIdempotency.idempotencyKey, 'create-510002'));
    const job: JobContext = {
      db: database.db,
      driver: database.driver,
      now: new Date(),
      logger: silentLogger,
      services: createTestServices(),
    };
    await idempotencyPruneJob.run(job);
    const left = await database.db.select().from(apiIdempotency);
    expect(left.map((r) => r.idempotencyKey)).not.toContain('create-510002');
    expect(left.map((r) => r.idempotencyKey)).toContain('create-510001');
  });
});

describe('Idempotency-Key on an evidence upload', () => {
  const evidenceOf = (inspectionId: string) =>
    database.db.$count(inspectionEvidence, eq(inspectionEvidence.inspectionId, inspectionId));
  const inspectionFor = async (policyId: string) => {
    const created = await callApi(app, key, {
      method: 'POST',
      url: '/inspections',
      body: payload(policyId),
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  };
  const upload = async (inspectionId: string, idempotencyKey: string, seeds: number[]) =>
    callApi(app, key, {
      method: 'POST',
      url: `/inspections/${inspectionId}/evidence?itemId=PAS.DOC-1`,
      headers: { 'idempotency-key': idempotencyKey },
      multipart: await filesForm(
        await Promise.all(
          seeds.map(async (seed) => ({ bytes: await makeTestPng(seed), name: `p${seed}.png` })),
        ),
      ),
    });

  it('answers the same files again with the first answer: stored once, not refused as duplicates', async () => {
    const inspectionId = await inspectionFor('510101');
    const first = await upload(inspectionId, 'upload-1', [201, 202]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ stored: unknown[] }>().stored).toHaveLength(2);
    const again = await upload(inspectionId, 'upload-1', [201, 202]);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await evidenceOf(inspectionId)).toBe(2);
  });

  it('refuses the key with other files, or the same files in another order, with 409', async () => {
    const inspectionId = await inspectionFor('510102');
    expect((await upload(inspectionId, 'upload-2', [211, 212])).statusCode).toBe(201);
    for (const seeds of [[211, 213], [212, 211], [211]]) {
      const other = await upload(inspectionId, 'upload-2', seeds);
      expect(other.statusCode).toBe(409);
      expect(problemOf(other).code).toBe('idempotency_key_reused');
    }
    expect(await evidenceOf(inspectionId)).toBe(2);
  });

  it('frees the key of an upload refused before its end, so the retry runs and stores nothing twice', async () => {
    const inspectionId = await inspectionFor('510103');
    const tooMany = Array.from({ length: 21 }, (_, i) => 230 + i);
    const refused = await upload(inspectionId, 'upload-3', tooMany);
    expect(refused.statusCode).toBe(400);
    // The 20 files read before the 21st were stored; the key was not kept.
    expect(await evidenceOf(inspectionId)).toBe(20);
    const rows = await database.db
      .select()
      .from(apiIdempotency)
      .where(eq(apiIdempotency.idempotencyKey, 'upload-3'));
    expect(rows).toHaveLength(0);
    const retry = await upload(inspectionId, 'upload-3', tooMany.slice(0, 20));
    expect(retry.statusCode).toBe(409); // every file already on the inspection
    expect(await evidenceOf(inspectionId)).toBe(20);
  });
});

describe('PUT /measures/{umr}', () => {
  const measure = (overrides: Record<string, unknown> = {}) => ({
    addressLine1: '9 Wharf Street',
    postcode: 'LS2 7EQ',
    fundingScheme: 'GBIS',
    workTypeCode: 'DW-101',
    installerName: 'Wharf Walls',
    installedDate: '2026-09-14',
    ...overrides,
  });

  it('creates a measure, then updates the same UMR, keeping one record', async () => {
    const measureKey = await keyFor(database, admin, ['data:import']);
    const first = await callApi(app, measureKey, {
      method: 'PUT',
      url: '/measures/umr-77-a',
      body: measure(),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ umr: 'UMR-77-A', created: true });
    const again = await callApi(app, measureKey, {
      method: 'PUT',
      url: '/measures/UMR-77-A',
      body: measure({ town: 'Leeds' }),
    });
    expect(again.json()).toMatchObject({ id: first.json<{ id: string }>().id, created: false });
    const rows = await database.db
      .select()
      .from(lodgedMeasures)
      .where(and(eq(lodgedMeasures.umr, 'UMR-77-A'), eq(lodgedMeasures.tenantId, admin.tenantId)));
    expect(rows.map((r) => [r.town, r.version])).toEqual([['Leeds', 2]]);
  });

  it('names the field of an unknown work type and a bad date', async () => {
    const measureKey = await keyFor(database, admin, ['data:import']);
    const unknown = await callApi(app, measureKey, {
      method: 'PUT',
      url: '/measures/UMR-78',
      body: measure({ workTypeCode: 'NOPE-1' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(problemOf(unknown).errors).toEqual([
      { field: 'workTypeCode', message: 'No work type has the code NOPE-1' },
    ]);
    const badDate = await callApi(app, measureKey, {
      method: 'PUT',
      url: '/measures/UMR-78',
      body: measure({ installedDate: 'soon' }),
    });
    expect(problemOf(badDate).errors!.map((e) => e.field)).toEqual(['installedDate']);
  });
});

describe('errors', () => {
  it('names the field and the rule of a bad body', async () => {
    const response = await callApi(app, key, {
      method: 'POST',
      url: '/inspections',
      body: payload('510010', { scheduledDate: 'next week', measureType: 'ROOFING' }),
    });
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem.code).toBe('invalid_input');
    expect(problem.errors!.map((e) => e.field)).toEqual(expect.arrayContaining(['measureType']));
    const measure = problem.errors!.find((e) => e.field === 'measureType')!;
    expect(measure.message).toMatch(/^Measure type must be one of INSULATION/);
  });

  it('names a bad query parameter', async () => {
    const response = await callApi(app, key, { method: 'GET', url: '/inspections?limit=1000' });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors).toEqual([
      { field: 'limit', message: 'Limit must be no more than 100' },
    ]);
  });

  it('answers an unknown path under /api/v1 with a problem 404', async () => {
    const response = await callApi(app, key, { method: 'GET', url: '/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response).code).toBe('not_found');
  });

  it('answers a body that is not JSON with a problem 400, and an unknown type with 415', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/v1/inspections',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: '{"policyId": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(problemOf(broken).code).toBe('invalid_input');
    const xml = await app.inject({
      method: 'POST',
      url: '/api/v1/inspections',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/xml' },
      payload: '<inspection/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(problemOf(xml).code).toBe('unsupported_media_type');
  });

  it('takes the key in X-API-Key too, and refuses an unknown key with 401', async () => {
    const byHeader = await app.inject({
      method: 'GET',
      url: '/api/v1/inspections',
      headers: { 'x-api-key': key },
    });
    expect(byHeader.statusCode).toBe(200);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/v1/inspections',
      headers: { 'x-api-key': 'ih_nothing' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['www-authenticate']).toBe('Bearer');
    expect(problemOf(unknown).code).toBe('unauthenticated');
  });
});

describe('rate limit', () => {
  it("answers 429 with Retry-After past the key's limit, with the RateLimit headers throughout", async () => {
    const limited = await keyFor(database, admin, ['inspections:view_all'], 2);
    const first = await callApi(app, limited, { method: 'GET', url: '/inspections' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe('2');
    expect(first.headers['ratelimit-remaining']).toBe('1');
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(0);
    await callApi(app, limited, { method: 'GET', url: '/inspections' });
    const refused = await callApi(app, limited, { method: 'GET', url: '/inspections' });
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused).code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
  });
});

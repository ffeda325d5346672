import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@/shared/permissions';
import { Problem, PROBLEM_CONTENT_TYPE } from '@/shared/public-api/problem';
import type { Database } from '@/server/db/client';
import { generatedReports } from '@/server/db/schema/index';
import type { PlatformServices } from '@/server/platform/services';
import { makeTestPng } from '@/server/test-support/evidence-photos';
import { buildTestApp } from '@/server/test-support/test-app';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTestServices } from '@/server/test-support/test-services';
import { createTenant, createUser } from '@/server/test-support/users';
import { seedSamplingCatalogue } from '@/server/features/sampling/catalogue-seed';
import { OPERATIONS } from './operations/index';
import { callApi, filesForm, keyFor, type ApiRequest } from './test-kit';

/**
 * Every operation of the public API's table, called as a client calls it: with a key holding
 * only its scope (the answer parses with the operation's declared schema), without a key (401),
 * with a key lacking the scope (403) and, for an operation on one record, with another
 * tenant's id (404). The document itself is checked by the OpenAPI 3.1 validator.
 */

let database: Database;
let app: FastifyInstance;
let services: PlatformServices;
type Fixture = {
  inspectionId: string;
  installerId: string;
  defectId: string;
  followupId: string;
  evidenceId: string;
  reportId: string;
};
const tenants = {} as Record<
  'ours' | 'theirs',
  { fixture: Fixture; admin: Awaited<ReturnType<typeof createUser>> }
>;

const specPayload = (policyId: string) => ({
  policyId,
  customerName: 'Rita Moss',
  customerForename: 'Rita',
  customerSurname: 'Moss',
  customerEmail: '',
  customerPhone: '',
  propertyAddress: '2 Dale Road, Halifax, HX1 2AB',
  addressLine1: '2 Dale Road',
  addressTown: 'Halifax',
  addressPostcode: 'HX1 2AB',
  measureType: 'INSULATION',
  installerName: 'Dale Insulation',
  installerCompany: 'Dale Insulation',
  installerEmail: '',
  trigger: 'QUALITY_ASSURANCE',
  scheduledDate: '2026-12-12',
  notes: '',
});

const ALL_SCOPES = [...new Set(OPERATIONS.map((o) => o.requires))];

/** The records every example needs, made through the API itself in the key's tenant. */
async function fixtureFor(admin: Awaited<ReturnType<typeof createUser>>): Promise<Fixture> {
  const key = await keyFor(database, admin, ALL_SCOPES);
  const created = await callApi(app, key, {
    method: 'POST',
    url: '/inspections',
    body: specPayload(String(400000 + Math.floor(Math.random() * 99999))),
  });
  expect(created.statusCode, created.body).toBe(201);
  const inspection = created.json<{ id: string; installerId: string }>();
  const defect = await callApi(app, key, {
    method: 'POST',
    url: '/defects',
    body: {
      inspectionId: inspection.id,
      title: 'Gap',
      description: 'Gap at the eaves',
      severity: 'high',
    },
  });
  expect(defect.statusCode, defect.body).toBe(201);
  const followups = await callApi(app, key, { method: 'GET', url: '/followups' });
  const followupId = followups
    .json<{ items: { id: string; defectId: string }[] }>()
    .items.find((f) => f.defectId === defect.json<{ id: string }>().id)!.id;
  const upload = await callApi(app, key, {
    method: 'POST',
    url: `/inspections/${inspection.id}/evidence?itemId=PAS.DOC-1`,
    multipart: await filesForm([{ bytes: await makeTestPng(11), name: 'photo.png' }]),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const storageKey = `reports/${randomUUID()}.csv`;
  await services.storage.putFile(storageKey, Buffer.from('a,b\n1,2\n'));
  const [report] = await database.db
    .insert(generatedReports)
    .values({
      tenantId: admin.tenantId,
      ownerId: admin.id,
      preset: 'custom',
      format: 'csv',
      filters: { type: 'all', status: 'all' },
      status: 'completed',
      storageKey,
      completedAt: new Date(),
      updatedAt: new Date(),
    })
    .returning({ id: generatedReports.id });
  return {
    inspectionId: inspection.id,
    installerId: inspection.installerId,
    defectId: defect.json<{ id: string }>().id,
    followupId,
    evidenceId: upload.json<{ stored: { id: string }[] }>().stored[0]!.id,
    reportId: report!.id,
  };
}

/** One example request per operation, over a tenant's records. */
const EXAMPLES: Record<string, (f: Fixture) => Promise<ApiRequest> | ApiRequest> = {
  createInspection: () => ({ method: 'POST', url: '/inspections', body: specPayload('300001') }),
  listPendingInspections: () => ({
    method: 'GET',
    url: '/inspections?page=1&limit=5&measureType=INSULATION',
  }),
  getInspection: (f) => ({ method: 'GET', url: `/inspections/${f.inspectionId}` }),
  updateInspectionStatus: (f) => ({
    method: 'POST',
    url: `/inspections/${f.inspectionId}/status`,
    body: { status: 'IN_PROGRESS', completionNotes: '' },
  }),
  listInstallers: () => ({ method: 'GET', url: '/installers?page=1&limit=10' }),
  getInstaller: (f) => ({ method: 'GET', url: `/installers/${f.installerId}` }),
  listDefects: () => ({ method: 'GET', url: '/defects?tab=open&limit=5' }),
  getDefect: (f) => ({ method: 'GET', url: `/defects/${f.defectId}` }),
  createDefect: (f) => ({
    method: 'POST',
    url: '/defects',
    body: { inspectionId: f.inspectionId, title: 'Loose board', description: 'Loft board loose' },
  }),
  listFollowups: () => ({ method: 'GET', url: '/followups?limit=5' }),
  getFollowup: (f) => ({ method: 'GET', url: `/followups/${f.followupId}` }),
  getChecklistAnswers: (f) => ({ method: 'GET', url: `/inspections/${f.inspectionId}/checklist` }),
  listEvidence: (f) => ({ method: 'GET', url: `/inspections/${f.inspectionId}/evidence` }),
  uploadEvidence: async (f) => ({
    method: 'POST',
    url: `/inspections/${f.inspectionId}/evidence?itemId=PAS.DOC-2`,
    multipart: await filesForm([{ bytes: await makeTestPng(97), name: 'loft.png' }]),
  }),
  downloadEvidence: (f) => ({ method: 'GET', url: `/evidence/${f.evidenceId}/file` }),
  listReports: () => ({ method: 'GET', url: '/reports?page=1&pageSize=5' }),
  downloadReport: (f) => ({ method: 'GET', url: `/reports/${f.reportId}/file` }),
  putLodgedMeasure: () => ({
    method: 'PUT',
    url: `/measures/UMR-${Math.floor(Math.random() * 1e9)}`,
    body: {
      addressLine1: '2 Dale Road',
      town: 'Halifax',
      postcode: 'HX1 2AB',
      fundingScheme: 'GBIS',
      workTypeCode: 'DW-101',
      installerName: 'Dale Insulation',
      installedDate: '2026-10-01',
    },
  }),
};

beforeAll(async () => {
  database = await openTestDatabase();
  services = createTestServices();
  app = await buildTestApp(database, { services });
  await app.ready();
  const ours = await createUser(database.db, { role: 'ADMIN' });
  const otherTenant = await createTenant(database.db);
  await seedSamplingCatalogue(database.db, ours.tenantId);
  await seedSamplingCatalogue(database.db, otherTenant.id);
  const theirs = await createUser(database.db, { role: 'ADMIN', tenantId: otherTenant.id });
  tenants.ours = { admin: ours, fixture: await fixtureFor(ours) };
  tenants.theirs = { admin: theirs, fixture: await fixtureFor(theirs) };
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const expectProblem = (
  response: { statusCode: number; headers: Record<string, unknown>; json: <T>() => T },
  status: number,
  code: string,
) => {
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  const body = Problem.parse(response.json());
  expect({ status: response.statusCode, code: body.code, bodyStatus: body.status }).toEqual({
    status,
    code,
    bodyStatus: status,
  });
  return body;
};

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, open to anyone, describing every operation', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.info).toMatchObject({ title: 'InspectHub API', version: '1.0.0' });
    const documented = Object.values(document.paths).flatMap((p) =>
      Object.values(p).map((o) => o.operationId),
    );
    expect(documented.sort()).toEqual(OPERATIONS.map((o) => o.operationId).sort());
  });

  it('has an example here for every operation of the table', () => {
    expect(OPERATIONS.map((o) => o.operationId).filter((id) => !EXAMPLES[id])).toEqual([]);
  });
});

describe.each(OPERATIONS.map((o) => [`${o.method} ${o.path}`, o] as const))(
  '%s',
  (_name, operation) => {
    it('succeeds with a key holding only its scope, answering as documented', async () => {
      const key = await keyFor(database, tenants.ours.admin, [operation.requires]);
      const response = await callApi(
        app,
        key,
        await EXAMPLES[operation.operationId]!(tenants.ours.fixture),
      );
      expect(response.statusCode, response.body).toBe(operation.status ?? 200);
      expect(response.headers['ratelimit-limit']).toBeDefined();
      expect(response.headers['ratelimit-remaining']).toBeDefined();
      if (operation.file) {
        expect(response.rawPayload.length).toBeGreaterThan(0);
        expect(response.headers['content-disposition']).toContain('attachment');
      } else {
        const parsed = operation.response!.safeParse(response.json());
        expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      }
    });

    it('refuses a request without a key with 401', async () => {
      const response = await callApi(
        app,
        null,
        await EXAMPLES[operation.operationId]!(tenants.ours.fixture),
      );
      expectProblem(response, 401, 'unauthenticated');
    });

    it('refuses a key without its scope with 403', async () => {
      const other: Permission =
        operation.requires === 'payments:view' ? 'news:publish' : 'payments:view';
      const key = await keyFor(database, tenants.ours.admin, [other]);
      const response = await callApi(
        app,
        key,
        await EXAMPLES[operation.operationId]!(tenants.ours.fixture),
      );
      const problem = expectProblem(response, 403, 'forbidden');
      expect(problem.detail).toContain(operation.requires);
    });

    // A record named by its id (PUT /measures/{umr} names the caller's own UMR: it creates).
    if (operation.path.includes('{id}')) {
      it("answers 404 for another tenant's record", async () => {
        const key = await keyFor(database, tenants.ours.admin, [operation.requires]);
        const response = await callApi(
          app,
          key,
          await EXAMPLES[operation.operationId]!(tenants.theirs.fixture),
        );
        expectProblem(response, 404, 'not_found');
      });
    }
  },
);

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '@/shared/format';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { openTestDatabase } from '@/server/test-support/test-database';
import { settleBackgroundReports } from './generate-report';
import { insertInspections, parseCsv, xlsxRows } from './test-fixtures';

let database: Database;
let app: FastifyInstance;
const PASSWORD = 'password-1';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const make = (email: string, role: 'ADMIN' | 'INSPECTOR' | 'COORDINATOR', tenantId?: string) =>
    createUser(database.db, { email, firstName: 'Di', lastName: role, role, tenantId });
  const admin = await make('admin@download.test', 'ADMIN');
  await make('coord@download.test', 'COORDINATOR');
  await make('insp@download.test', 'INSPECTOR');
  await createTenant(database.db, 'download-other');
  await make('eve@download.test', 'ADMIN', 'download-other');
  await insertInspections(database.db, admin.tenantId, [
    { reference: 'DL-1', measureType: 'INSULATION', status: 'PASSED', completedDate: '2026-01-10' },
    {
      reference: 'DL-2',
      measureType: 'RENEWABLE_ENERGY',
      status: 'FAILED',
      completedDate: '2026-01-11',
    },
  ]);
});
afterAll(async () => {
  await settleBackgroundReports();
  await app.close();
  await database.close();
});

async function signIn(email: string) {
  const response = await app.inject(
    signInRequest(email, PASSWORD, { ip: `198.51.100.${Math.floor(Math.random() * 200)}` }),
  );
  return { authorization: `Bearer ${response.headers['set-auth-token'] as string}` };
}

/** Generates through the HTTP API, as the page does, and waits for the file. */
async function generateOverHttp(headers: Record<string, string>, input: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/reports.generate',
    headers: { ...headers, 'content-type': 'application/json', origin: TEST_BASE_URL },
    payload: JSON.stringify(input),
  });
  expect(response.statusCode).toBe(200);
  await settleBackgroundReports();
  return response.json<{ result: { data: { id: string } } }>().result.data.id;
}

describe('GET /api/reports/:id/download', () => {
  it('streams the owner’s file with its name and content type', async () => {
    const headers = await signIn('admin@download.test');
    const id = await generateOverHttp(headers, { format: 'csv', type: 'insulation' });
    const response = await app.inject({
      method: 'GET',
      url: `/api/reports/${id}/download`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="inspecthub-report-custom-${todayInLondon()}.csv"`,
    );
    expect(parseCsv(response.body).map((r) => r[0])).toEqual(['Reference', 'DL-1']);

    const xlsxId = await generateOverHttp(headers, { format: 'xlsx', preset: 'weekly-summary' });
    const xlsx = await app.inject({
      method: 'GET',
      url: `/api/reports/${xlsxId}/download`,
      headers,
    });
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toContain(
      `inspecthub-report-weekly-summary-${todayInLondon()}.xlsx`,
    );
    expect((await xlsxRows(xlsx.rawPayload))[0]?.[0]).toBe('Reference');
  });

  it('refuses anonymous callers, roles without reports:export, other users and other tenants', async () => {
    const headers = await signIn('admin@download.test');
    const id = await generateOverHttp(headers, { format: 'pdf' });
    const url = `/api/reports/${id}/download`;
    const pdf = await app.inject({ method: 'GET', url, headers });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const inspector = await app.inject({
      method: 'GET',
      url,
      headers: await signIn('insp@download.test'),
    });
    expect(inspector.statusCode).toBe(403);
    expect(inspector.json()).toEqual({
      error: 'You do not have permission to do this (reports:export).',
    });
    const otherTenant = await app.inject({
      method: 'GET',
      url,
      headers: await signIn('eve@download.test'),
    });
    expect(otherTenant.statusCode).toBe(404);
    const colleague = await app.inject({
      method: 'GET',
      url,
      headers: await signIn('coord@download.test'),
    });
    expect(colleague.statusCode).toBe(404);
    const bogus = await app.inject({
      method: 'GET',
      url: '/api/reports/not-a-uuid/download',
      headers,
    });
    expect(bogus.statusCode).toBe(404);
  });
});

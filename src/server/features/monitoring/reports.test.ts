import { and, eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '@/server/auth/auth';
import { registerAuthRoutes } from '@/server/auth/fastify-bridge';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { escalations, rolePermissions, users } from '@/server/db/schema/index';
import { signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { openTestDatabase } from '@/server/test-support/test-database';
import { registerApiGuard } from '@/server/auth/api-guard';
import { registerMonitoringReportRoutes } from './report-routes';
import { MONITORING_REPORTS } from './reports/report-catalogue';
import { toReportCsvField } from './reports/report-format';
import { insertInstaller, monitoringCaller } from './test-kit';

let database: Database;
let app: FastifyInstance;
const T = 'default-tenant';
const PASSWORD = 'password-123';

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await createTenant(db, 'other-tenant');
  for (const [email, role, tenantId] of [
    ['cora@test.uk', 'COORDINATOR', T],
    ['ivy@test.uk', 'INSPECTOR', T],
    ['eve@test.uk', 'ADMIN', 'other-tenant'],
  ] as const) {
    await createUser(db, {
      email,
      password: PASSWORD,
      firstName: 'F',
      lastName: 'L',
      role,
      tenantId,
    });
  }
  const risky = await insertInstaller(db, {
    tenantId: T,
    name: 'Risky, "Walls" Ltd',
    monitoringType: 'Enhanced',
    monitoringStartDate: '2026-01-05',
    riskScore: 8.4,
    complianceRate: 55,
    passCount: 5,
    failCount: 4,
    totalInspections: 9,
  });
  await insertInstaller(db, {
    tenantId: T,
    name: 'Safe Homes',
    riskScore: 1.2,
    complianceRate: 96,
  });
  await insertInstaller(db, { tenantId: 'other-tenant', name: 'Their Installer', riskScore: 9.9 });
  await db.insert(escalations).values({
    tenantId: T,
    installerId: risky.id,
    priority: 'High',
    reason: '=HYPERLINK("x") repeated failures',
    owner: 'Cora',
    openedAt: new Date('2026-03-01T10:00:00Z'),
    dueDate: '2026-03-15',
  });

  const auth = createAuth({
    db,
    secret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    trustedOrigins: [TEST_BASE_URL],
    services: { mailer: null },
  });
  app = Fastify();
  registerApiGuard(app, { auth, db });
  await registerAuthRoutes(app, auth, TEST_BASE_URL);
  registerMonitoringReportRoutes(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function signIn(email: string) {
  const response = await app.inject(signInRequest(email, PASSWORD));
  return { authorization: `Bearer ${response.headers['set-auth-token'] as string}` };
}

const get = async (url: string, email?: string) =>
  app.inject({ method: 'GET', url, headers: email ? await signIn(email) : {} });

describe('report tables', () => {
  it('lists the six cards of the Reports tab with their download addresses', async () => {
    const [inspector] = await database.db
      .select({ id: users.id, email: users.email, role: users.role, tenantId: users.tenantId })
      .from(users)
      .where(eq(users.email, 'ivy@test.uk'));
    const cards = await monitoringCaller(database.db, inspector!).reports();
    expect(cards.map((c) => c.title)).toEqual([
      'Monthly Summary',
      'Compliance Analysis',
      'Risk Assessment',
      'Performance Metrics',
      'Escalation Summary',
      'Trend Analysis',
    ]);
    expect(cards[0]).toMatchObject({
      csvUrl: '/api/monitoring/reports/monthly-summary.csv',
      xlsxUrl: '/api/monitoring/reports/monthly-summary.xlsx',
    });
  });

  it('builds all six with one cell per column', async () => {
    for (const report of MONITORING_REPORTS) {
      const table = await report.build(database.db, T, new Date());
      expect(table.columns.length).toBeGreaterThan(3);
      for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
    }
    const monthly = await MONITORING_REPORTS[0].build(database.db, T, new Date());
    expect(monthly.rows).toHaveLength(12);
  });

  it('quotes CSV fields and defuses formulas', () => {
    expect(toReportCsvField('a,b')).toBe('"a,b"');
    expect(toReportCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(toReportCsvField('=1+1')).toBe("'=1+1");
    expect(toReportCsvField(null)).toBe('N/A');
    expect(toReportCsvField(7.5)).toBe('7.5');
  });
});

describe('GET /api/monitoring/reports/:report', () => {
  it('downloads the escalation summary as CSV for the tenant', async () => {
    const response = await get('/api/monitoring/reports/escalation-summary.csv', 'ivy@test.uk');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="monitoring-escalation-summary-${todayInLondon()}.csv"`,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Installer,Priority,Status,Reason,Owner,Opened,Due Date,Resolved,Days Open,Overdue',
    );
    expect(lines[1]).toMatch(
      /^"Risky, ""Walls"" Ltd",High,Active,"'=HYPERLINK\(""x""\) repeated failures",Cora,01\/03\/2026,15\/03\/2026,N\/A,\d+,Yes$/,
    );
    expect(lines).toHaveLength(2);
  });

  it('downloads the risk assessment as an XLSX that exceljs reads back', async () => {
    const response = await get('/api/monitoring/reports/risk-assessment.xlsx', 'cora@test.uk');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Risk Assessment');
    expect(sheet.getRow(1).getCell(1).value).toBe('Installer');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).value).toBe('Risky, "Walls" Ltd');
    expect(sheet.getRow(2).getCell(3).value).toBe(8.4);
    expect(sheet.getRow(2).getCell(4).value).toBe('High');
    expect(sheet.getRow(3).getCell(1).value).toBe('Safe Homes');
    expect(sheet.rowCount).toBe(3);
  });

  it('keeps tenants apart', async () => {
    const response = await get('/api/monitoring/reports/risk-assessment.csv', 'eve@test.uk');
    expect(response.body).toContain('Their Installer');
    expect(response.body).not.toContain('Safe Homes');
  });

  it('answers 404 for an unknown report, 401 without a session, 403 without installers:view', async () => {
    expect((await get('/api/monitoring/reports/nope.csv', 'ivy@test.uk')).statusCode).toBe(404);
    expect(
      (await get('/api/monitoring/reports/trend-analysis.pdf', 'ivy@test.uk')).statusCode,
    ).toBe(404);
    expect((await get('/api/monitoring/reports/trend-analysis.csv')).statusCode).toBe(401);
    const grant = and(
      eq(rolePermissions.tenantId, T),
      eq(rolePermissions.role, 'INSPECTOR'),
      eq(rolePermissions.permission, 'installers:view'),
    );
    await database.db.delete(rolePermissions).where(grant);
    try {
      const refused = await get('/api/monitoring/reports/trend-analysis.csv', 'ivy@test.uk');
      expect(refused.statusCode).toBe(403);
    } finally {
      await database.db
        .insert(rolePermissions)
        .values({ tenantId: T, role: 'INSPECTOR', permission: 'installers:view' });
    }
  });
});

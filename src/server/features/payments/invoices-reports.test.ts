import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '@/shared/format';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog, inspections, notifications, payments } from '@/server/db/schema/index';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { notifyOverduePayments, paymentOverdueJob } from './overdue-job';
import { seedDemoPayments } from './seed';
import { insertInspection, insertInstaller } from './test-kit';

const T = 'default-tenant';
let database: Database;
let app: FastifyInstance;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let coordinator: User;
let inspector: User;
let installer: Awaited<ReturnType<typeof insertInstaller>>;
const tokens: Record<string, string> = {};

const newUser = (email: string, role: User['role']) =>
  createUser(database.db, {
    email,
    firstName: email.split('@')[0]!,
    lastName: 'Test',
    role,
    tenantId: T,
  });

async function signIn(email: string) {
  const response = await app.inject(signInRequest(email, 'password-1', { ip: '198.51.100.40' }));
  expect(response.statusCode).toBe(200);
  tokens[email] = response.headers['set-auth-token'] as string;
}

const as = (email: string) => ({ authorization: `Bearer ${tokens[email]}` });

/** A tRPC mutation over HTTP, so the invoice lands in the app's own storage. */
async function mutate(email: string, path: string, input: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...as(email), 'content-type': 'application/json', origin: TEST_BASE_URL },
    payload: JSON.stringify(input),
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as { result?: { data: unknown }; error?: { message: string } },
  };
}

async function newPayment(dueDate: string, status: 'PASSED' | 'PENDING' = 'PASSED') {
  const inspection = await insertInspection(database.db, installer, status);
  return callerFor(database.db, coordinator).payments.record({
    installerId: installer.id,
    inspectionId: inspection.id,
    amount: '£1,250.75',
    dueDate,
    description: 'Cavity wall inspection fee',
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = await newUser('ada@test.uk', 'ADMIN');
  coordinator = await newUser('cora@test.uk', 'COORDINATOR');
  inspector = await newUser('ivy@test.uk', 'INSPECTOR');
  installer = await insertInstaller(database.db, T, 'Invoice Installers');
  for (const email of ['ada@test.uk', 'cora@test.uk', 'ivy@test.uk']) await signIn(email);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('payments.generateInvoice and /api/payments/:id/invoice', () => {
  it('issues numbered PDF invoices, once per payment, downloadable with payments:view', async () => {
    const first = await newPayment('2026-12-01');
    const second = await newPayment('2026-12-02');
    const a = await mutate('cora@test.uk', 'payments.generateInvoice', { paymentId: first.id });
    const b = await mutate('cora@test.uk', 'payments.generateInvoice', { paymentId: second.id });
    expect(a.status).toBe(200);
    const issuedA = a.body.result!.data as {
      invoiceNumber: string;
      downloadUrl: string;
      isNew: boolean;
    };
    const issuedB = b.body.result!.data as { invoiceNumber: string };
    expect(issuedA.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(Number(issuedB.invoiceNumber.slice(-6))).toBe(
      Number(issuedA.invoiceNumber.slice(-6)) + 1,
    );
    expect(issuedA).toMatchObject({
      isNew: true,
      downloadUrl: `/api/payments/${first.id}/invoice`,
    });

    const again = await mutate('cora@test.uk', 'payments.generateInvoice', { paymentId: first.id });
    expect(again.body.result!.data).toMatchObject({
      invoiceNumber: issuedA.invoiceNumber,
      isNew: false,
    });

    const pdf = await app.inject({
      method: 'GET',
      url: issuedA.downloadUrl,
      headers: as('ada@test.uk'),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${issuedA.invoiceNumber}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [row] = await database.db.select().from(payments).where(eq(payments.id, first.id));
    expect(row).toMatchObject({
      invoiceNumber: issuedA.invoiceNumber,
      invoiceDate: todayInLondon(),
    });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'invoice'), eq(auditLog.resourceId, first.id)));
    expect(audits).toHaveLength(1);

    const list = await callerFor(database.db, admin).payments.list({ tab: 'invoices' });
    expect(list.items.map((p) => p.invoiceNumber).sort()).toEqual(
      [issuedA.invoiceNumber, issuedB.invoiceNumber].sort(),
    );
  });

  it('refuses the download without a session, without payments:view, or with no invoice', async () => {
    const payment = await newPayment('2026-12-03');
    const url = `/api/payments/${payment.id}/invoice`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: as('ivy@test.uk') })).statusCode).toBe(
      403,
    );
    const none = await app.inject({ method: 'GET', url, headers: as('ada@test.uk') });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'No invoice has been generated yet.' });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/payments/not-a-uuid/invoice',
      headers: as('ada@test.uk'),
    });
    expect(bad.statusCode).toBe(404);
    const missing = await mutate('cora@test.uk', 'payments.generateInvoice', {
      paymentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.message).toBe('Payment not found.');
  });
});

describe('/api/payments/financial-report.xlsx', () => {
  it('is a readable workbook of the current filters with GBP amounts', async () => {
    const payment = await newPayment('2026-12-04');
    const response = await app.inject({
      method: 'GET',
      url: `/api/payments/financial-report.xlsx?search=${payment.reference}`,
      headers: as('cora@test.uk'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /financial-report-\d{4}-\d{2}-\d{2}\.xlsx/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Payments']);
    const sheet = workbook.getWorksheet('Payments')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Reference');
    expect(sheet.getRow(2).getCell(1).value).toBe(payment.reference);
    expect(sheet.getRow(2).getCell(5).value).toBe(1250.75);
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('"£"#,##0.00');
    expect(sheet.getRow(3).getCell(1).value).toBe('Total');
    expect(sheet.rowCount).toBe(3);
  });

  it('refuses bad filters, no session and INSPECTOR', async () => {
    const url = '/api/payments/financial-report.xlsx';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: as('ivy@test.uk') })).statusCode).toBe(
      403,
    );
    const bad = await app.inject({
      method: 'GET',
      url: `${url}?status=lost`,
      headers: as('ada@test.uk'),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('payment-overdue job', () => {
  it('tells each payments manager once when a pending payment passes its due date', async () => {
    const late = await newPayment('2026-01-10', 'PENDING');
    await newPayment('2026-01-20', 'PENDING');
    const count = async (userId: string) =>
      (
        await database.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.title, `Payment ${late.reference} is overdue`),
            ),
          )
      ).length;
    // 15 January 2026: the first is five days late, the second not yet due.
    const result = await notifyOverduePayments(database.db, new Date('2026-01-15T10:00:00Z'));
    expect(result.notified).toBeGreaterThanOrEqual(1);
    expect(await count(admin.id)).toBe(1);
    expect(await count(coordinator.id)).toBe(1);
    expect(await count(inspector.id)).toBe(0);
    await paymentOverdueJob.run({
      db: database.db,
      now: new Date('2026-01-16T10:00:00Z'),
    } as Parameters<typeof paymentOverdueJob.run>[0]);
    expect(await count(admin.id)).toBe(1);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, late.id));
    expect(row?.overdueNotifiedAt).not.toBeNull();
  });
});

describe('demo seed', () => {
  it('adds pending, overdue and completed payments, completed only on PASSED inspections', async () => {
    const tenantId = 'seed-tenant';
    await createTenant(database.db, tenantId);
    const seeded = await insertInstaller(database.db, tenantId, 'Seeded Installers');
    for (const status of [
      'PASSED',
      'PASSED',
      'PASSED',
      'PENDING',
      'FAILED',
      'IN_PROGRESS',
    ] as const)
      for (let i = 0; i < 4; i++) await insertInspection(database.db, seeded, status);
    await seedDemoPayments(database.db, {
      tenantId,
      now: new Date('2026-03-10T12:00:00Z'),
      users: [{ id: admin.id, role: 'ADMIN', email: admin.email }],
    });
    const rows = await database.db
      .select({
        status: payments.status,
        dueDate: payments.dueDate,
        inspection: inspections.status,
      })
      .from(payments)
      .innerJoin(inspections, eq(inspections.id, payments.inspectionId))
      .where(eq(payments.tenantId, tenantId));
    expect(rows).toHaveLength(24);
    expect(
      rows.filter((r) => r.status === 'completed').every((r) => r.inspection === 'PASSED'),
    ).toBe(true);
    expect(rows.some((r) => r.status === 'completed')).toBe(true);
    expect(rows.some((r) => r.status === 'pending' && r.dueDate < '2026-03-10')).toBe(true);
    expect(rows.some((r) => r.status === 'pending' && r.dueDate >= '2026-03-10')).toBe(true);
  });
});

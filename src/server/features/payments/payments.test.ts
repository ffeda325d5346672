import { and, eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MARK_PAID_NEEDS_PASS_MESSAGE,
  MARK_PAID_ONLY_PENDING_MESSAGE,
} from '@/shared/payments/catalogue';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog, inspections, payments } from '@/server/db/schema/index';
import { clearTenantSettingsCache } from '../settings/tenant-settings';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { insertInspection, insertInstaller } from './test-kit';

const T = 'default-tenant';
let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let coordinator: User;
let inspector: User;
let outsider: User;
let installerA: Awaited<ReturnType<typeof insertInstaller>>;
let installerB: Awaited<ReturnType<typeof insertInstaller>>;

const newUser = (email: string, role: User['role'], tenantId = T) =>
  createUser(database.db, {
    email,
    firstName: email.split('@')[0]!,
    lastName: 'Test',
    role,
    tenantId,
  });

const pay = (user: User | null) => callerFor(database.db, user).payments;

async function errorOf(call: Promise<unknown>) {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as { code?: string; message: string },
  );
}

// UK calendar days, as the overdue rule counts them.
const dayOffset = (days: number) => todayInLondon(new Date(Date.now() + days * 86_400_000));

async function record(
  inspection: { id: string; installerId: string | null },
  amount = '100.00',
  dueDate = dayOffset(14),
) {
  return pay(coordinator).record({
    installerId: inspection.installerId!,
    inspectionId: inspection.id,
    amount,
    dueDate,
    description: 'Inspection fee',
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  await createTenant(database.db, 'other-tenant');
  admin = await newUser('ada@test.uk', 'ADMIN');
  coordinator = await newUser('cora@test.uk', 'COORDINATOR');
  inspector = await newUser('ivy@test.uk', 'INSPECTOR');
  outsider = await newUser('eve@test.uk', 'ADMIN', 'other-tenant');
  installerA = await insertInstaller(database.db, T, 'Alpha Insulation');
  installerB = await insertInstaller(database.db, T, 'Beta Heating');
});
afterAll(() => database.close());

describe('payments.record', () => {
  it('records a pending payment in pence with a PAY reference and an audit row', async () => {
    const inspection = await insertInspection(database.db, installerA, 'PASSED');
    const created = await record(inspection, '£1,234.50');
    expect(created.reference).toMatch(/^PAY-\d{4}-\d{6}$/);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, created.id));
    expect(row).toMatchObject({
      amountPence: 123450,
      status: 'pending',
      createdBy: coordinator.id,
    });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'payment'), eq(auditLog.resourceId, created.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'create', userId: coordinator.id });
  });

  it('references count up', async () => {
    const inspection = await insertInspection(database.db, installerA, 'PENDING');
    const first = await record(inspection);
    const second = await record(inspection);
    const n = (ref: string) => Number(ref.slice(-6));
    expect(n(second.reference)).toBe(n(first.reference) + 1);
  });

  it('validates amount, due date and description with clear messages', async () => {
    const inspection = await insertInspection(database.db, installerA, 'PENDING');
    const base = {
      installerId: installerA.id,
      inspectionId: inspection.id,
      amount: '10',
      dueDate: '2026-05-01',
      description: 'Fee',
    };
    await expectBadRequest(
      pay(coordinator).record({ ...base, amount: '-10' }),
      'Amount cannot be negative',
    );
    await expectBadRequest(
      pay(coordinator).record({ ...base, amount: '10.999' }),
      'Amount cannot have more than 2 decimal places',
    );
    await expectBadRequest(pay(coordinator).record({ ...base, amount: '' }), 'Amount is required');
    await expectBadRequest(
      pay(coordinator).record({ ...base, dueDate: '' }),
      'Due date is required',
    );
    await expectBadRequest(
      pay(coordinator).record({ ...base, description: '' }),
      'Description is required',
    );
  });

  it('refuses an inspection of another installer or another tenant', async () => {
    const ofB = await insertInspection(database.db, installerB, 'PASSED');
    const error = await errorOf(
      pay(coordinator).record({
        installerId: installerA.id,
        inspectionId: ofB.id,
        amount: '10',
        dueDate: '2026-05-01',
        description: 'Fee',
      }),
    );
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Choose an inspection of this installer.',
    });
    const foreign = await errorOf(
      pay(outsider).record({
        installerId: installerA.id,
        inspectionId: ofB.id,
        amount: '10',
        dueDate: '2026-05-01',
        description: 'Fee',
      }),
    );
    expect(foreign).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Choose an installer from the list.',
    });
  });

  it('an INSPECTOR is refused every payments procedure', async () => {
    const inspection = await insertInspection(database.db, installerA, 'PASSED');
    // Called one at a time: a promise made before it is awaited would reject unhandled.
    for (const call of [
      () => pay(inspector).summary(),
      () => pay(inspector).list({}),
      () => pay(inspector).installerOptions(),
      () => pay(inspector).inspectionOptions({ installerId: installerA.id }),
      () => record(inspection).then(() => pay(inspector).markPaid({ id: inspection.id })),
      () => pay(inspector).generateInvoice({ paymentId: inspection.id }),
      () => pay(inspector).settings.get(),
    ]) {
      expect(await errorOf(call())).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('payments.markPaid', () => {
  it('is refused while the inspection has not passed, and allowed once it has PASSED', async () => {
    const inspection = await insertInspection(database.db, installerA, 'IN_PROGRESS');
    const payment = await record(inspection);
    expect(await errorOf(pay(coordinator).markPaid({ id: payment.id }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: MARK_PAID_NEEDS_PASS_MESSAGE,
    });
    const [unchanged] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment.id));
    expect(unchanged?.status).toBe('pending');

    await database.db
      .update(inspections)
      .set({ status: 'PASSED' })
      .where(eq(inspections.id, inspection.id));
    const paid = await pay(coordinator).markPaid({ id: payment.id });
    expect(paid.status).toBe('completed');
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'completed', paidBy: coordinator.id });
    expect(row?.paidDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'payment'), eq(auditLog.resourceId, payment.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('pays an overdue payment, refuses a completed one and a payment of another tenant', async () => {
    const inspection = await insertInspection(database.db, installerA, 'PASSED');
    const payment = await record(inspection, '50', dayOffset(-10));
    const listed = await pay(coordinator).list({ status: 'overdue', search: payment.reference });
    expect(listed.items.map((p) => p.status)).toEqual(['overdue']);
    expect(await errorOf(pay(outsider).markPaid({ id: payment.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Payment not found.',
    });
    await pay(coordinator).markPaid({ id: payment.id });
    expect(await errorOf(pay(coordinator).markPaid({ id: payment.id }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: MARK_PAID_ONLY_PENDING_MESSAGE,
    });
  });

  it('is allowed before the inspection passes when the setting is off', async () => {
    const inspection = await insertInspection(database.db, installerB, 'FAILED');
    const payment = await record(inspection);
    expect(
      await errorOf(pay(coordinator).settings.save({ requirePassedInspection: false })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    await pay(admin).settings.save({ requirePassedInspection: false });
    try {
      expect(await pay(coordinator).settings.get()).toEqual({ requirePassedInspection: false });
      expect((await pay(coordinator).markPaid({ id: payment.id })).status).toBe('completed');
    } finally {
      await pay(admin).settings.save({ requirePassedInspection: true });
      clearTenantSettingsCache();
    }
    expect(await pay(coordinator).settings.get()).toEqual({ requirePassedInspection: true });
  });
});

describe('payments.list, summary and options', () => {
  let tenantDb: Database;
  let listAdmin: User;
  let paid: { id: string; reference: string };

  beforeAll(async () => {
    // A tenant of its own, so the figures are exact.
    tenantDb = database;
    await createTenant(database.db, 'figures-tenant');
    const { ensureDefaultMatrix } = await import('../permissions/service');
    await ensureDefaultMatrix(database.db, 'figures-tenant');
    listAdmin = await newUser('fig@test.uk', 'ADMIN', 'figures-tenant');
    const gamma = await insertInstaller(database.db, 'figures-tenant', 'Gamma Glazing');
    const delta = await insertInstaller(database.db, 'figures-tenant', 'Delta Doors');
    const passed = await insertInspection(database.db, gamma, 'PASSED');
    const open = await insertInspection(database.db, delta, 'PENDING');
    const caller = callerFor(tenantDb.db, listAdmin).payments;
    const add = (inspection: typeof passed, amount: string, due: string, description: string) =>
      caller.record({
        installerId: inspection.installerId!,
        inspectionId: inspection.id,
        amount,
        dueDate: due,
        description,
      });
    paid = await add(passed, '200.00', dayOffset(5), 'Paid fee');
    await caller.markPaid({ id: paid.id });
    await add(passed, '30.25', dayOffset(-3), 'Late fee');
    await add(open, '10.00', dayOffset(3), 'Future fee');
    await add(open, '5.50', dayOffset(-1), 'Late open fee');
  });

  it('summarises outstanding, paid this month, overdue and pending', async () => {
    const summary = await callerFor(database.db, listAdmin).payments.summary();
    expect(summary).toMatchObject({
      totalOutstandingPence: 3025 + 1000 + 550,
      outstandingCount: 3,
      paidThisMonthPence: 20000,
      paidThisMonthCount: 1,
      overduePence: 3025 + 550,
      overdueCount: 2,
      pendingCount: 1,
      invoiceCount: 0,
    });
  });

  it('filters by tab, status, installer and search; sorts and pages', async () => {
    const caller = callerFor(database.db, listAdmin).payments;
    expect((await caller.list({})).total).toBe(4);
    expect((await caller.list({ tab: 'pending' })).total).toBe(3);
    expect((await caller.list({ tab: 'completed' })).items.map((p) => p.id)).toEqual([paid.id]);
    expect((await caller.list({ status: 'pending' })).items.map((p) => p.description)).toEqual([
      'Future fee',
    ]);
    expect((await caller.list({ status: 'overdue' })).total).toBe(2);
    const installers = await caller.installerOptions();
    expect(installers.map((i) => i.name)).toEqual(['Delta Doors', 'Gamma Glazing']);
    const delta = installers[0]!;
    expect((await caller.list({ installerId: delta.id })).total).toBe(2);
    expect((await caller.list({ search: 'gamma' })).total).toBe(2);
    expect((await caller.list({ search: paid.reference })).items).toHaveLength(1);
    const byAmount = await caller.list({ sort: 'amount', direction: 'desc', pageSize: 10 });
    expect(byAmount.items.map((p) => p.amountPence)).toEqual([20000, 3025, 1000, 550]);
    const page2 = await caller.list({ sort: 'amount', direction: 'asc', pageSize: 10, page: 1 });
    expect(page2.pages).toBe(1);
    const options = await caller.inspectionOptions({ installerId: delta.id });
    expect(options).toHaveLength(1);
    expect(options[0]?.status).toBe('PENDING');
  });

  it('shows nothing of another tenant', async () => {
    const other = await callerFor(database.db, outsider).payments.list({});
    expect(other.total).toBe(0);
    expect(await callerFor(database.db, outsider).payments.installerOptions()).toEqual([]);
  });

  it('refuses bad list input with a message', async () => {
    await expectBadRequest(
      callerFor(database.db, listAdmin).payments.list({ installerId: 'nope' }),
      'Choose an installer from the list',
    );
  });
});

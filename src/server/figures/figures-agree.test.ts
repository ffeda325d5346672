import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AssistantQuery } from '@/shared/assistant/query';
import { currentUkPeriod, type UkPeriod } from '@/shared/periods';
import { toSessionUser } from '../auth/to-session-user';
import type { Database } from '../db/client';
import { createTenant } from '../db/factories';
import { defects, followups, payments } from '../db/schema/index';
import { runQuery } from '../features/assistant/run-query';
import { callerFor } from '../test-support/test-caller';
import { openTestDatabase } from '../test-support/test-database';
import { createStaff, type User } from '../test-support/staff-and-inspections';
import { createInspection } from '../test-support/inspections';
import { createInstaller } from '../test-support/installers';
import type { Actor } from '../trpc/actor';
import { passRate } from './inspection-figures';

/**
 * Issue 28 point 4: the same question gets the same number on every surface.
 * Inspections are seeded across period edges, one at UK midnight in summer
 * time (23:30 UTC on 30 June is 00:30 on 1 July in London); each figure is
 * read from the dashboard, the reports, the hub, the pending queue, the home
 * badge and the assistant's figure functions for every period and role, and
 * compared with a count written here in plain SQL, independently of
 * src/server/figures.
 */

// Wednesday 15 July 2026, 12:00 in London (BST): week 13-19 July, quarter July-September.
const NOW = new Date('2026-07-15T11:00:00Z');
const PERIODS: readonly UkPeriod[] = ['week', 'month', 'quarter', 'year'];

let database: Database;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  database = await openTestDatabase();
  // Only the clock is fixed; timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  staff = await createStaff(database);
  const tom = { inspectorUserId: staff.inspector.id };
  const add = (fields: Parameters<typeof createInspection>[1]) =>
    createInspection(database.db, fields);
  // Registered in June, passed on 1 July: a July outcome.
  await add({
    status: 'PASSED',
    createdAt: new Date('2026-06-20T10:00:00Z'),
    completedDate: '2026-07-01',
  });
  // 00:30 on 1 July in London (BST): registered and failed in July. Tom's.
  await add({
    ...tom,
    status: 'FAILED',
    createdAt: new Date('2026-06-30T23:30:00Z'),
    completedDate: '2026-07-02',
  });
  // 23:30 on 30 June in London: a June failure. Tom's, by name only.
  await add({
    inspectorName: 'tom hughes',
    status: 'FAILED',
    createdAt: new Date('2026-06-30T22:30:00Z'),
    completedDate: '2026-06-30',
  });
  // Pending, registered at 00:30 on 1 July, scheduled ahead. Tom's.
  await add({
    ...tom,
    status: 'PENDING',
    createdAt: new Date('2026-06-30T23:30:00Z'),
    scheduledDate: '2026-07-20',
  });
  // 23:30 on Sunday 12 July: last week. 00:30 on Monday 13 July: this week (Tom's).
  await add({
    status: 'IN_PROGRESS',
    createdAt: new Date('2026-07-12T22:30:00Z'),
    scheduledDate: null,
  });
  await add({
    ...tom,
    status: 'REQUIRES_FOLLOW_UP',
    createdAt: new Date('2026-07-12T23:30:00Z'),
    scheduledDate: '2026-07-01',
  });
  await add({
    ...tom,
    status: 'PASSED',
    createdAt: new Date('2026-07-13T09:00:00Z'),
    completedDate: '2026-07-14',
  });
  await add({
    inspectorUserId: staff.otherInspector.id,
    status: 'FAILED',
    createdAt: new Date('2026-07-01T09:00:00Z'),
    completedDate: '2026-07-14',
  });
  await add({ status: 'CANCELLED', createdAt: new Date('2026-07-14T09:00:00Z') });
  // Earlier this year, and last year (31 December 2025, 23:30 GMT), still pending.
  await add({
    ...tom,
    status: 'PASSED',
    createdAt: new Date('2026-03-01T09:00:00Z'),
    completedDate: '2026-03-02',
  });
  await add({
    status: 'PENDING',
    createdAt: new Date('2025-12-31T23:30:00Z'),
    scheduledDate: null,
  });
  await seedOverdueWork();
  // Another tenant's never count.
  await createTenant(database.db, 'figures-other');
  await add({
    tenantId: 'figures-other',
    status: 'FAILED',
    createdAt: NOW,
    completedDate: '2026-07-15',
  });
  await add({ tenantId: 'figures-other', status: 'PENDING', createdAt: NOW });
});
/** Follow-ups, defects and payments on both sides of now (15 July 12:00 in London). */
async function seedOverdueWork() {
  const db = database.db;
  const toms = await createInspection(database.db, {
    inspectorUserId: staff.inspector.id,
    status: 'PENDING',
    createdAt: new Date('2026-05-01T09:00:00Z'),
  });
  const ivys = await createInspection(database.db, {
    inspectorUserId: staff.otherInspector.id,
    status: 'PENDING',
    createdAt: new Date('2026-05-01T09:00:00Z'),
  });
  const T = 'default-tenant';
  const defect = (inspectionId: string, due: string, status: 'open' | 'resolved') => ({
    tenantId: T,
    reference: `DEF-FIG-${Math.random().toString(36).slice(2, 8)}`,
    inspectionId,
    title: 'Render cracking',
    description: 'Cracks at the reveals',
    severity: 'medium' as const,
    category: 'quality' as const,
    status,
    dueDate: new Date(due),
  });
  await db
    .insert(defects)
    .values([
      defect(toms.id, '2026-07-14T10:00:00Z', 'open'),
      defect(ivys.id, '2026-07-15T10:59:00Z', 'open'),
      defect(ivys.id, '2026-07-15T11:01:00Z', 'open'),
      defect(toms.id, '2026-07-01T10:00:00Z', 'resolved'),
    ]);
  const followup = (
    inspectionId: string,
    due: string,
    status: 'pending' | 'overdue' | 'completed',
  ) => ({
    tenantId: T,
    type: 'quality-check' as const,
    title: 'Check',
    inspectionId,
    status,
    dueDate: new Date(due),
  });
  await db
    .insert(followups)
    .values([
      followup(toms.id, '2026-07-15T10:00:00Z', 'pending'),
      followup(ivys.id, '2026-07-10T10:00:00Z', 'overdue'),
      followup(ivys.id, '2026-07-16T10:00:00Z', 'pending'),
      followup(toms.id, '2026-07-01T10:00:00Z', 'completed'),
    ]);
  const installer = await createInstaller(db, { tenantId: T, name: 'Figures Ltd' });
  const payment = (due: string, status: 'pending' | 'completed') => ({
    tenantId: T,
    reference: `PAY-FIG-${Math.random().toString(36).slice(2, 8)}`,
    installerId: installer.id,
    inspectionId: toms.id,
    amountPence: 12_500,
    status,
    dueDate: due,
    description: 'Inspection fee',
  });
  // Due yesterday: overdue; due today: not yet; paid late: not overdue.
  await db
    .insert(payments)
    .values([
      payment('2026-07-14', 'pending'),
      payment('2026-07-15', 'pending'),
      payment('2026-07-01', 'completed'),
    ]);
}

afterAll(async () => {
  vi.useRealTimers();
  await database.close();
});

type Counts = { passed: number; failed: number; pending: number; cancelled: number; total: number };

/**
 * The figures by plain SQL: an outcome counts on its completion date, anything
 * else on the London day it was registered; an INSPECTOR sees the inspections
 * assigned to them by account or by name.
 */
async function countBySql(who: User, days: { from: string; to: string } | null): Promise<Counts> {
  const mine = who.role === 'INSPECTOR';
  const result = (await database.query(
    `select
       count(*) filter (where status = 'PASSED')::int as passed,
       count(*) filter (where status = 'FAILED')::int as failed,
       count(*) filter (where status in ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP'))::int as pending,
       count(*) filter (where status = 'CANCELLED')::int as cancelled,
       count(*)::int as total
     from (
       select status, case when status in ('PASSED', 'FAILED') and completed_date is not null
           then completed_date
           else (created_at at time zone 'Europe/London')::date end as day
       from inspections
       where tenant_id = 'default-tenant'
         and (not $1 or inspector_user_id = $2 or lower(inspector_name) = lower($3))
     ) i
     where $4::date is null or day between $4::date and $5::date`,
    [mine, who.id, `${who.firstName} ${who.lastName}`, days?.from ?? null, days?.to ?? null],
  )) as { rows: Counts[] };
  return result.rows[0]!;
}

const actorOf = (who: User): Actor => ({
  db: database.db,
  tenantId: who.tenantId,
  user: toSessionUser({ ...who, isActive: true })!,
  ip: '203.0.113.7',
});

/** The assistant's one executor, given the typed query a question is read into. */
const assistant = (who: User, query: unknown) =>
  runQuery(
    { actor: actorOf(who), now: new Date(), names: { people: [], installers: [] }, unused: [] },
    AssistantQuery.parse(query),
  );

const roles = () =>
  [
    ['ADMIN', staff.admin],
    ['COORDINATOR', staff.coordinator],
    ['INSPECTOR', staff.inspector],
  ] as const;

describe('the same figure on every surface', () => {
  it('seeds figures that differ between periods and roles (so agreement means something)', async () => {
    const month = await countBySql(staff.admin, currentUkPeriod('month'));
    expect(month).toMatchObject({ passed: 2, failed: 2, pending: 3, cancelled: 1 });
    expect(await countBySql(staff.inspector, currentUkPeriod('month'))).toMatchObject({
      passed: 1,
      failed: 1,
      pending: 2,
    });
    // This week: passed on the 14th, failed on the 14th, registered at 00:30 on Monday.
    expect(await countBySql(staff.admin, currentUkPeriod('week'))).toMatchObject({
      passed: 1,
      failed: 1,
      pending: 1,
    });
  });

  for (const period of PERIODS) {
    it(`passed, failed, pending in the period and pass rate agree for this ${period}`, async () => {
      const days = currentUkPeriod(period);
      for (const [role, who] of roles()) {
        const expected = await countBySql(who, days);
        const caller = callerFor(database.db, who);

        const dashboard = await caller.dashboard.summary({ period });
        expect(dashboard.range, role).toEqual({ start: days.from, end: dayAfter(days.to) });
        expect(dashboard.counts, `${role} dashboard`).toMatchObject({
          total: expected.total,
          pending: expected.pending,
          passed: expected.passed,
          failed: expected.failed,
          cancelled: expected.cancelled,
          passRate: passRate(expected),
        });
        expect(dashboard.kpis.performanceRate.value).toBe(passRate(expected));

        const reports = await caller.reports.performance({ period });
        expect({ from: reports.from, to: reports.to }, `${role} reports period`).toEqual(days);
        const summed = reports.rows.reduce(
          (s, r) => ({
            total: s.total + r.total,
            passed: s.passed + r.passed,
            failed: s.failed + r.failed,
            pending: s.pending + r.open,
          }),
          { total: 0, passed: 0, failed: 0, pending: 0 },
        );
        expect(summed, `${role} reports`).toEqual({
          total: expected.total,
          passed: expected.passed,
          failed: expected.failed,
          pending: expected.pending,
        });

        expect(reports.totals, `${role} reports totals`).toEqual({
          total: expected.total,
          passed: expected.passed,
          failed: expected.failed,
          open: expected.pending,
          passRate: passRate(expected),
        });

        const label = `this ${period}`;
        const inPeriod = { ...days, label, basis: 'outcome' };
        for (const status of ['passed', 'failed'] as const) {
          const answer = await assistant(who, {
            measure: 'count',
            subject: 'inspections',
            filters: { status },
            period: inPeriod,
          });
          expect(answer.figures, `${role} assistant ${status}`).toMatchObject({
            total: status === 'passed' ? expected.passed : expected.failed,
          });
        }
        for (const groupBy of [null, 'measure', 'installer']) {
          const rate = await assistant(who, {
            measure: 'rate',
            subject: 'inspections',
            groupBy,
            period: inPeriod,
          });
          expect(rate.figures, `${role} assistant pass rate by ${groupBy}`).toMatchObject({
            passRate: passRate(expected),
            passed: expected.passed,
            failed: expected.failed,
          });
        }
      }
    });
  }

  it('pending now agrees on the queue, the hub, View Inspections, the home badge and the assistant', async () => {
    for (const [role, who] of roles()) {
      const expected = await countBySql(who, null);
      const caller = callerFor(database.db, who);
      const queue = await caller.inspection.getPendingInspections({ page: 1, limit: 20 });
      const hub = await caller.inspection.stats({});
      const pendingTab = await caller.inspection.list({ tab: 'pending', page: 1, limit: 20 });
      const badges = await caller.home.badges();
      const pending = await assistant(who, {
        measure: 'count',
        subject: 'inspections',
        filters: { status: 'pending' },
      });
      expect(
        {
          queue: queue.pagination.total,
          hub: hub.pending,
          pendingTab: pendingTab.pagination.total,
          badge: badges['/inspections'],
          assistant: pending.figures?.total,
        },
        role,
      ).toEqual({
        queue: expected.pending,
        hub: expected.pending,
        pendingTab: expected.pending,
        badge: expected.pending,
        assistant: expected.pending,
      });
      // All time on the hub: the same status sets, no period.
      expect(hub, role).toMatchObject({
        total: expected.total,
        passed: expected.passed,
        failed: expected.failed,
        cancelled: expected.cancelled,
        completed: expected.passed + expected.failed,
        passRate: passRate(expected),
      });
      // Scheduled is the part of Pending dated today or later, never beside it.
      const scheduledTab = await caller.inspection.list({ tab: 'scheduled', page: 1, limit: 20 });
      expect(hub.scheduled).toBe(scheduledTab.pagination.total);
      expect(hub.scheduled).toBeLessThanOrEqual(hub.pending);
    }
  });
});

/** Overdue by plain SQL, in what the role may see (their inspections', assigned or raised). */
async function overdueBySql(who: User) {
  const mine = who.role === 'INSPECTOR';
  const visible = `(not $1 or inspection_id in (select id from inspections where tenant_id = 'default-tenant'
      and (inspector_user_id = $2 or lower(inspector_name) = lower($3)))
    or assignee_id = $2 or created_by = $2)`;
  const args = [mine, who.id, `${who.firstName} ${who.lastName}`, NOW.toISOString()];
  const one = async (sql: string, values: unknown[]) =>
    ((await database.query(sql, values)) as { rows: { n: number }[] }).rows[0]!.n;
  return {
    defects: await one(
      `select count(*)::int as n from defects where tenant_id = 'default-tenant' and ${visible}
         and status <> 'resolved' and due_date < $4::timestamptz`,
      args,
    ),
    followups: await one(
      `select count(*)::int as n from followups where tenant_id = 'default-tenant' and ${visible}
         and (status = 'overdue' or (status = 'pending' and due_date < $4::timestamptz))`,
      args,
    ),
    payments: await one(
      `select count(*)::int as n from payments where tenant_id = 'default-tenant'
         and status = 'pending' and due_date < (($1::timestamptz) at time zone 'Europe/London')::date`,
      [NOW.toISOString()],
    ),
  };
}

describe('overdue follow-ups, defects and payments', () => {
  it('agree on their pages, the home badges and the assistant for every role', async () => {
    expect(await overdueBySql(staff.admin)).toEqual({ defects: 2, followups: 2, payments: 1 });
    expect(await overdueBySql(staff.inspector)).toMatchObject({ defects: 1, followups: 1 });
    for (const [role, who] of roles()) {
      const expected = await overdueBySql(who);
      const caller = callerFor(database.db, who);
      const overdue = (subject: string) =>
        assistant(who, { measure: 'count', subject, filters: { status: 'overdue' } });
      const badges = await caller.home.badges();
      expect((await caller.defects.stats()).overdue, `${role} defect log`).toBe(expected.defects);
      const dueSoon = { measure: 'list', subject: 'defects', filters: { status: 'due_soon' } };
      expect((await assistant(who, dueSoon)).figures?.overdue, `${role} assistant defects`).toBe(
        expected.defects,
      );
      expect((await overdue('defects')).figures?.total, `${role} assistant defects`).toBe(
        expected.defects,
      );
      expect((await caller.followups.stats()).overdue, `${role} follow-ups`).toBe(
        expected.followups,
      );
      expect(badges['/followup'], `${role} follow-up badge`).toBe(expected.followups);
      expect((await overdue('followups')).figures?.total, `${role} assistant follow-ups`).toBe(
        expected.followups,
      );
      if (role === 'INSPECTOR') {
        // Payments are not an INSPECTOR's page: no badge, and the assistant declines.
        expect(badges['/payments']).toBeUndefined();
        expect((await overdue('payments')).figures).toBeUndefined();
        continue;
      }
      expect((await caller.payments.summary()).overdueCount, `${role} payments`).toBe(
        expected.payments,
      );
      expect(badges['/payments'], `${role} payments badge`).toBe(expected.payments);
      expect((await overdue('payments')).figures?.total, `${role} assistant payments`).toBe(
        expected.payments,
      );
    }
  });
});

function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

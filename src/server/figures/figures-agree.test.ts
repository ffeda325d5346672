import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ParsedQuestion } from '../../shared/assistant/contract';
import { currentUkPeriod, type UkPeriod } from '../../shared/periods';
import { toSessionUser } from '../auth/session-user';
import type { Database } from '../db/client';
import { createTenant } from '../db/factories';
import {
  answerOutcome,
  answerPassRate,
  answerPending,
} from '../features/assistant/inspection-figures';
import { callerFor } from '../test-support/test-caller';
import { openTestDatabase } from '../test-support/test-database';
import { createStaff, insertInspection, type User } from '../test-support/staff-and-inspections';
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
  const add = (fields: Parameters<typeof insertInspection>[1]) =>
    insertInspection(database, fields);
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

        const label = `this ${period}`;
        for (const outcome of ['PASSED', 'FAILED'] as const) {
          const parsed = ParsedQuestion.parse({
            intent: 'outcome_count',
            outcome,
            period: { ...days, label },
          });
          const answer = await answerOutcome({ actor: actorOf(who), now: new Date() }, parsed);
          expect(answer.figures, `${role} assistant ${outcome}`).toEqual({
            total: outcome === 'PASSED' ? expected.passed : expected.failed,
          });
        }
        const rate = await answerPassRate(
          { actor: actorOf(who), now: new Date() },
          ParsedQuestion.parse({ intent: 'pass_rate', period: { ...days, label } }),
        );
        expect(rate.figures, `${role} assistant pass rate`).toMatchObject({
          passRate: passRate(expected),
          passed: expected.passed,
          failed: expected.failed,
        });
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
      const assistant = await answerPending({ actor: actorOf(who), now: new Date() });
      expect(
        {
          queue: queue.pagination.total,
          hub: hub.pending,
          pendingTab: pendingTab.pagination.total,
          badge: badges['/inspections'],
          assistant: assistant.figures?.total,
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

function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

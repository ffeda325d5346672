import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import { toSessionUser } from '@/server/auth/to-session-user';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { inspections, rolePermissions } from '@/server/db/schema/index';
import { callerFor, expectBadRequest, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import type { Actor } from '@/server/trpc/actor';
import { getDashboardSummary } from './summary';
import { getDashboardAnalytics, getDashboardPerformance } from './breakdowns';
import { insertDefect, insertInspection, recordSignIn } from './dashboard-fixtures';

// Wednesday 18 November 2026 (GMT): week 16-22 Nov, month November, previous month October.
const NOW = new Date('2026-11-18T12:00:00Z');
const T = DEFAULT_TENANT_ID;
let database: Database;
let admin: TestUser;
let coordinator: TestUser;
let inspector: TestUser;
let firstId: string;

const actorOf = (user: TestUser): Actor => ({
  db: database.db,
  tenantId: user.tenantId,
  user: toSessionUser({ ...user, isActive: true })!,
  ip: '203.0.113.7',
});

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const make = (role: TestUser['role'], firstName: string) =>
    createUser(db, {
      email: `${firstName.toLowerCase()}@dashboard.test`,
      password: 'dashboard-password-1',
      firstName,
      lastName: 'Tester',
      role,
    });
  admin = await make('ADMIN', 'Ada');
  coordinator = await make('COORDINATOR', 'Cora');
  inspector = await make('INSPECTOR', 'Ivan');
  const add = (row: Parameters<typeof insertInspection>[2]) => insertInspection(db, T, row);

  // November 2026
  firstId = await add({
    createdAt: '2026-11-02T10:00:00Z',
    status: 'PASSED',
    completedDate: '2026-11-04',
    postcode: 'LS1 1AA',
    grading: 'Green',
    inspectorUserId: inspector.id,
  });
  const second = await add({
    createdAt: '2026-11-03T10:00:00Z',
    status: 'FAILED',
    completedDate: '2026-11-07',
    postcode: 'SW1A 1AA',
    grading: 'Red',
    inspectorName: 'Other Person',
    measureCode: 'CWI',
    trigger: 'CUSTOMER_COMPLAINT',
  });
  await add({
    createdAt: '2026-11-17T09:00:00Z',
    status: 'PASSED',
    completedDate: '2026-11-17',
    postcode: 'ls2 7ab',
    grading: 'Green',
    inspectorUserId: inspector.id,
  });
  await add({
    createdAt: '2026-11-18T08:00:00Z',
    status: 'PENDING',
    postcode: 'B33 8TH',
    inspectorName: 'ivan tester',
  });
  // October 2026 (BST until the 25th): 30 Sep 23:30 UTC is 1 Oct in London.
  const october = await add({
    createdAt: '2026-10-10T12:00:00Z',
    status: 'PASSED',
    completedDate: '2026-10-11',
    postcode: 'LS3 1AA',
    grading: 'Amber',
  });
  await add({
    createdAt: '2026-10-12T12:00:00Z',
    status: 'FAILED',
    completedDate: '2026-10-20',
    postcode: 'M1 1AA',
  });
  await add({ createdAt: '2026-09-30T23:30:00Z', status: 'CANCELLED', postcode: 'M2 1AA' });
  // Registered at 23:30 on 31 October (GMT) and failed that day: an October outcome.
  await add({
    createdAt: '2026-10-31T23:30:00Z',
    status: 'FAILED',
    completedDate: '2026-10-31',
    postcode: 'M3 1AA',
  });
  // Another tenant's inspection never counts.
  await database.query(
    `insert into tenants (id, name) values ('other-tenant', 'Other') on conflict do nothing`,
    [],
  );
  await insertInspection(db, 'other-tenant', {
    createdAt: '2026-11-05T10:00:00Z',
    status: 'PASSED',
    completedDate: '2026-11-05',
    postcode: 'LS1 1AA',
  });

  await insertDefect(db, T, firstId, '2026-11-05T10:00:00Z', true);
  await insertDefect(db, T, second, '2026-11-06T10:00:00Z', false);
  await insertDefect(db, T, october, '2026-10-15T10:00:00Z', true);

  await recordSignIn(db, admin.id, '2026-11-10T09:00:00Z', false);
  await recordSignIn(db, coordinator.id, '2026-10-20T09:00:00Z', true);
});
afterAll(() => database.close());

describe('dashboard.summary figures', () => {
  it('counts the month against October', async () => {
    const s = await getDashboardSummary(actorOf(admin), 'month', NOW);
    expect(s.range).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    expect(s.counts).toEqual({
      total: 4,
      pending: 1,
      completed: 3,
      passed: 2,
      failed: 1,
      cancelled: 0,
      passRate: 66.7,
      previousTotal: 4,
    });
    expect(s.kpis.performanceRate).toEqual({
      value: 66.7,
      previous: 33.3,
      change: { kind: 'points', value: 33.4 },
    });
    expect(s.kpis.avgResponseDays).toEqual({
      value: 2,
      previous: 3,
      change: { kind: 'percent', value: -33.3 },
    });
    expect(s.kpis.resolutionRate).toEqual({
      value: 50,
      previous: 100,
      change: { kind: 'points', value: -50 },
    });
    expect(s.kpis.activeUsers).toEqual({
      value: 1,
      previous: 1,
      change: { kind: 'percent', value: 0 },
    });
    expect(s.regions).toEqual([
      { area: 'LS', count: 2 },
      { area: 'B', count: 1 },
      { area: 'SW', count: 1 },
    ]);
    expect(s.gradings).toEqual([
      { grading: 'Green', count: 2 },
      { grading: 'Amber', count: 0 },
      { grading: 'Red', count: 1 },
    ]);
    expect(s.trend.bucket).toBe('day');
    expect(s.trend.points).toHaveLength(30);
    // Registered on 2 November, passed on the 4th: a passed inspection counts on its outcome day.
    expect(s.trend.points[1]).toMatchObject({ start: '2026-11-02', total: 0 });
    expect(s.trend.points[3]).toEqual({
      start: '2026-11-04',
      label: '4 Nov',
      total: 1,
      passed: 1,
      failed: 0,
      passRate: 100,
    });
  });

  it('counts the week from Monday and shows no figure without data', async () => {
    const s = await getDashboardSummary(actorOf(admin), 'week', NOW);
    expect(s.range).toEqual({ start: '2026-11-16', end: '2026-11-23' });
    expect(s.counts).toMatchObject({
      total: 2,
      pending: 1,
      passed: 1,
      passRate: 100,
      previousTotal: 0,
    });
    expect(s.kpis.performanceRate).toEqual({ value: 100, previous: null, change: null });
    expect(s.kpis.resolutionRate.value).toBeNull();
    expect(s.trend.points.map((p) => p.label)).toEqual([
      '16 Nov',
      '17 Nov',
      '18 Nov',
      '19 Nov',
      '20 Nov',
      '21 Nov',
      '22 Nov',
    ]);
  });

  it('buckets a quarter by week and a year by month', async () => {
    const quarter = await getDashboardSummary(actorOf(admin), 'quarter', NOW);
    expect(quarter.trend.bucket).toBe('week');
    expect(quarter.counts.total).toBe(8);
    const year = await getDashboardSummary(actorOf(admin), 'year', NOW);
    expect(year.trend.points.map((p) => p.total)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 0]);
  });

  it('narrows an inspector without inspections:view_all to their own inspections and defects', async () => {
    await database.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.tenantId, T),
          eq(rolePermissions.role, 'INSPECTOR'),
          eq(rolePermissions.permission, 'inspections:view_all'),
        ),
      );
    const s = await getDashboardSummary(actorOf(inspector), 'month', NOW);
    expect(s.isWholeTenant).toBe(false);
    expect(s.counts).toMatchObject({ total: 3, pending: 1, passed: 2, failed: 0, passRate: 100 });
    expect(s.kpis.resolutionRate.value).toBe(100);
    expect(s.regions).toEqual([
      { area: 'LS', count: 2 },
      { area: 'B', count: 1 },
    ]);
    const performance = await getDashboardPerformance(actorOf(inspector), 'month', NOW);
    expect(performance.byInspector.map((r) => r.name).sort()).toEqual([
      'Ivan Tester',
      'ivan tester',
    ]);
    await database.db
      .insert(rolePermissions)
      .values({ tenantId: T, role: 'INSPECTOR', permission: 'inspections:view_all' });
  });
});

describe('dashboard.performance and dashboard.analytics', () => {
  it('breaks the period down by inspector and installer', async () => {
    const p = await getDashboardPerformance(actorOf(coordinator), 'month', NOW);
    expect(p.byInspector[0]).toEqual({
      key: inspector.id,
      name: 'Ivan Tester',
      inspections: 2,
      pending: 0,
      passed: 2,
      failed: 0,
      passRate: 100,
      avgResponseDays: 1,
    });
    expect(p.byInspector.map((r) => r.name)).toContain('Other Person');
    expect(p.byInstaller).toEqual([
      expect.objectContaining({
        key: 'name:Warm Homes Ltd',
        name: 'Warm Homes Ltd',
        inspections: 4,
        passRate: 66.7,
      }),
    ]);
  });

  it('breaks the period down by measure and trigger', async () => {
    const a = await getDashboardAnalytics(actorOf(coordinator), 'month', NOW);
    expect(a.byMeasure.map((r) => [r.name, r.inspections])).toEqual([
      ['EWI External Wall Insulation', 3],
      ['CWI Cavity Wall Insulation', 1],
    ]);
    expect(a.byTrigger.map((r) => [r.name, r.inspections, r.passRate])).toEqual([
      ['Quality Assurance', 3, 100],
      ['Customer Complaint', 1, 0],
    ]);
  });
});

// Every counted column, both ways: the table minus a recount, and the recount minus the table.
const recount = `select x.dimension, x.key, count(*)::int as n,
    count(*) filter (where f.status in ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP'))::int as open,
    count(*) filter (where f.status = 'PASSED')::int as passed,
    count(*) filter (where f.status = 'FAILED')::int as failed,
    count(*) filter (where f.status = 'CANCELLED')::int as cancelled,
    coalesce(sum(f.response_days), 0)::bigint as days, count(f.response_days)::int as responses
  from inspections i, lateral dashboard_fact_of(i) f,
    lateral (values ('all', ''), ('measure', f.measure), ('trigger', f.trigger), ('area', f.area),
      ('grading', f.grading), ('inspector', f.inspector), ('installer', f.installer),
      ('measure@month', f.measure), ('trigger@month', f.trigger), ('area@month', f.area),
      ('grading@month', f.grading), ('inspector@month', f.inspector),
      ('installer@month', f.installer)) x(dimension, key)
  where i.tenant_id = $1 group by 1, 2`;
const table = `select dimension, key, sum(inspections_count)::int, sum(open_count)::int,
    sum(passed_count)::int, sum(failed_count)::int, sum(cancelled_count)::int,
    sum(response_days_sum)::bigint, sum(response_count)::int
  from dashboard_daily_stats where tenant_id = $1 group by 1, 2
  having (sum(inspections_count), sum(open_count), sum(passed_count), sum(failed_count),
    sum(cancelled_count), sum(response_days_sum), sum(response_count)) <> (0, 0, 0, 0, 0, 0, 0)`;
const mismatches = async () => {
  const a = (await database.query(`(${table}) except (${recount})`, [T])) as { rows: unknown[] };
  const b = (await database.query(`(${recount}) except (${table})`, [T])) as { rows: unknown[] };
  return [...a.rows, ...b.rows];
};

describe('summary table stays equal to the inspections', () => {
  it('follows status changes, moves between days and deletes', async () => {
    const before = await getDashboardSummary(actorOf(admin), 'month', NOW);
    await database.db
      .update(inspections)
      .set({ status: 'PASSED', completedDate: '2026-11-19' })
      .where(eq(inspections.addressPostcode, 'B33 8TH'));
    const after = await getDashboardSummary(actorOf(admin), 'month', NOW);
    expect(after.counts).toMatchObject({
      pending: before.counts.pending - 1,
      passed: before.counts.passed + 1,
    });
    expect(after.kpis.avgResponseDays.value).toBe(1.8); // (2 + 4 + 0 + 1) / 4

    await database.db
      .update(inspections)
      .set({ createdAt: new Date('2026-08-01T10:00:00Z'), completedDate: '2026-08-02' })
      .where(eq(inspections.addressPostcode, 'B33 8TH'));
    await database.query(
      `update defects set status = 'resolved' where inspection_id in
        (select id from inspections where address_postcode = 'SW1A 1AA')`,
      [],
    );
    const resolved = await getDashboardSummary(actorOf(admin), 'month', NOW);
    expect(resolved.kpis.resolutionRate.value).toBe(100);
    await database.db.delete(inspections).where(eq(inspections.addressPostcode, 'SW1A 1AA'));
    const moved = await getDashboardSummary(actorOf(admin), 'month', NOW);
    expect(moved.counts).toMatchObject({ total: 2, passed: 2, failed: 0 });

    // The table and a direct count over the inspections agree for every dimension.
    expect(await mismatches()).toEqual([]);
    const defectMismatches = (await database.query(
      `select day, raised_count, resolved_count from dashboard_daily_defects
       where tenant_id = $1 and (raised_count, resolved_count) <> (0, 0)
       except
       select (created_at at time zone 'Europe/London')::date, count(*)::int,
         count(*) filter (where status = 'resolved')::int from defects where tenant_id = $1 group by 1`,
      [T],
    )) as { rows: unknown[] };
    expect(defectMismatches.rows).toEqual([]);
  });
});

describe('statistics triggers collapse identical facts', () => {
  it('counts a many-row insert of identical facts, a no-op update and a mixed update exactly', async () => {
    const before = await getDashboardSummary(actorOf(admin), 'month', NOW);
    // Five identical inspections (same day, status, measure, area...) in one statement.
    await database.query(
      `insert into inspections (tenant_id, reference, source, status, policy_id, customer_name,
         customer_forename, customer_surname, property_address, address_line1, address_town,
         address_postcode, measure_type, installer_name, installer_company, trigger, scheduled_date,
         measure_code, measure_label, trigger_label, created_at, completed_date)
       select $1, 'INS-SAME-' || g, 'SINGLE_PAGE', 'PASSED', 'SAME-' || g, 'A B', 'A', 'B',
         g || ' Same Street, Leeds, LS9 1AA', g || ' Same Street', 'Leeds', 'LS9 1AA', 'INSULATION',
         'Same Installer', 'Same Installer', 'ROUTINE_CHECK', '2026-11-20', 'EWI', 'EWI',
         'Routine Check', '2026-11-10T10:00:00Z', '2026-11-12'
       from generate_series(1, 5) g`,
      [T],
    );
    const inserted = await getDashboardSummary(actorOf(admin), 'month', NOW);
    expect(inserted.counts.total).toBe(before.counts.total + 5);
    expect(inserted.counts.passed).toBe(before.counts.passed + 5);
    expect(await mismatches()).toEqual([]);

    // An update that changes no counted field changes no count.
    await database.query(
      `update inspections set customer_name = 'C D' where reference like 'INS-SAME-%'`,
      [],
    );
    expect(await mismatches()).toEqual([]);

    // Two of the five fail, one moves to another month: the rest stay, counted once each.
    await database.query(
      `update inspections set status = 'FAILED' where reference in ('INS-SAME-1', 'INS-SAME-2')`,
      [],
    );
    await database.query(
      `update inspections set created_at = '2026-10-10T10:00:00Z', completed_date = '2026-10-12'
       where reference = 'INS-SAME-3'`,
      [],
    );
    const moved = await getDashboardSummary(actorOf(admin), 'month', NOW);
    expect(moved.counts.passed).toBe(before.counts.passed + 2);
    expect(moved.counts.failed).toBe(before.counts.failed + 2);
    expect(await mismatches()).toEqual([]);
    await database.query(`delete from inspections where reference like 'INS-SAME-%'`, []);
    expect(await getDashboardSummary(actorOf(admin), 'month', NOW)).toMatchObject({
      counts: before.counts,
    });
    expect(await mismatches()).toEqual([]);
  });
});

describe('dashboard procedures', () => {
  it('refuse anonymous callers', async () => {
    await expect(
      callerFor(database.db, null).dashboard.summary({ period: 'month' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(callerFor(database.db, null).dashboard.recentActivity()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('reject an unknown period with a message', async () => {
    await expectBadRequest(
      callerFor(database.db, admin).dashboard.summary({ period: 'decade' as 'month' }),
      'Choose week, month, quarter or year',
    );
  });

  it('default to the month and answer every period for today', async () => {
    const caller = callerFor(database.db, coordinator);
    expect((await caller.dashboard.summary({})).period).toBe('month');
    for (const period of ['week', 'month', 'quarter', 'year'] as const) {
      const s = await caller.dashboard.summary({ period });
      expect(s.period).toBe(period);
      expect((await caller.dashboard.performance({ period })).period).toBe(period);
      expect((await caller.dashboard.analytics({ period })).period).toBe(period);
    }
  });
});

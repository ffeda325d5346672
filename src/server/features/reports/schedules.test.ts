import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import {
  auditLog,
  generatedReports,
  notifications,
  reportSchedules,
} from '@/server/db/schema/index';
import type { JobContext } from '@/server/jobs/scheduler';
import { callerFor, expectBadRequest, silentLogger } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { settleBackgroundReports } from './generate-report';
import { resumeQueuedReports } from './jobs';
import { runDueSchedules } from './schedules';
import { seedReportSchedules } from './seed';
import { callerStorage, insertInspections, parseCsv, readStoredReport } from './test-fixtures';
import { createTestServices } from '@/server/test-support/test-services';

let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let coordinator: User;
let inspector: User;
let outsider: User;

const jobContext = (now: Date): JobContext => ({
  db: database.db,
  driver: database.driver,
  now,
  logger: silentLogger,
  services: createTestServices({ storage: callerStorage() }),
});

beforeAll(async () => {
  database = await openTestDatabase();
  const make = (email: string, role: User['role'], tenantId?: string) =>
    createUser(database.db, { email, firstName: 'Sam', lastName: role, role, tenantId });
  admin = await make('admin@schedules.test', 'ADMIN');
  coordinator = await make('coord@schedules.test', 'COORDINATOR');
  inspector = await make('insp@schedules.test', 'INSPECTOR');
  await createTenant(database.db, 'schedules-other');
  outsider = await make('eve@schedules.test', 'ADMIN', 'schedules-other');
  // The seed runs as on first start, on Wednesday 18 November 2026.
  await seedReportSchedules(database.db, {
    tenantId: admin.tenantId,
    now: new Date('2026-11-18T12:00:00Z'),
    users: [admin, coordinator, inspector],
  });
  await insertInspections(database.db, admin.tenantId, [
    { reference: 'WK-1', measureType: 'INSULATION', status: 'PASSED', completedDate: '2026-11-17' },
    { reference: 'WK-2', measureType: 'INSULATION', status: 'FAILED', completedDate: '2026-11-10' },
    {
      reference: 'MO-1',
      measureType: 'HEATING_SYSTEM',
      status: 'PASSED',
      completedDate: '2026-10-05',
    },
  ]);
});
afterAll(async () => {
  await settleBackgroundReports();
  await database.close();
});

const scheduleNamed = async (name: string) => {
  const list = await callerFor(database.db, admin).reports.schedules.list();
  return list.find((s) => s.name === name)!;
};

describe('reports.schedules', () => {
  it('lists the spec’s two seeded schedules with their next runs', async () => {
    const list = await callerFor(database.db, inspector).reports.schedules.list();
    expect(list.map((s) => [s.name, s.description, s.enabled])).toEqual([
      ['Weekly summary', 'Fridays at 08:00', true],
      ['Monthly report', 'The 1st of each month at 08:00', true],
    ]);
    expect(list[0]!.nextRunAt?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(list[1]!.nextRunAt?.toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(list[0]!.ownerName).toBe('Sam ADMIN');
    expect(await callerFor(database.db, outsider).reports.schedules.list()).toEqual([]);
  });

  it('updates and toggles a schedule with validation, permission and audit', async () => {
    const weekly = await scheduleNamed('Weekly summary');
    const input = {
      id: weekly.id,
      name: 'Weekly summary',
      preset: 'weekly-summary' as const,
      type: 'all' as const,
      status: 'all' as const,
      format: 'csv' as const,
      cadence: 'weekly' as const,
      dayOfWeek: 5,
      dayOfMonth: null,
      timeOfDay: '09:30',
      enabled: true,
    };
    await expect(
      callerFor(database.db, inspector).reports.schedules.update(input),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expectBadRequest(
      callerFor(database.db, admin).reports.schedules.update({ ...input, timeOfDay: '25:00' }),
      'Time must be HH:MM (24-hour)',
    );
    await expectBadRequest(
      callerFor(database.db, admin).reports.schedules.update({ ...input, name: ' ' }),
      'Name is required',
    );
    await expectBadRequest(
      callerFor(database.db, admin).reports.schedules.update({
        ...input,
        cadence: 'monthly',
        dayOfMonth: 31,
      }),
      'Day of month must be between 1 and 28',
    );
    await expect(
      callerFor(database.db, outsider).reports.schedules.update(input),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Schedule not found.' });
    const updated = await callerFor(database.db, coordinator).reports.schedules.update(input);
    expect(updated).toMatchObject({
      timeOfDay: '09:30',
      format: 'csv',
      description: 'Fridays at 09:30',
    });
    const off = await callerFor(database.db, admin).reports.schedules.toggle({
      id: weekly.id,
      enabled: false,
    });
    expect(off).toMatchObject({ enabled: false, nextRunAt: null });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'report_schedule'), eq(auditLog.resourceId, weekly.id)));
    expect(audits.map((a) => a.action)).toEqual(['update', 'update']);
    // Back to the seeded timing for the job tests below.
    await callerFor(database.db, admin).reports.schedules.update({
      ...input,
      timeOfDay: '08:00',
      format: 'csv',
    });
    await database.db
      .update(reportSchedules)
      .set({ nextRunAt: new Date('2026-11-20T08:00:00Z') })
      .where(eq(reportSchedules.id, weekly.id));
  });
});

describe('scheduled report job', () => {
  it('does nothing before a schedule is due', async () => {
    expect(await runDueSchedules(jobContext(new Date('2026-11-20T07:59:00Z')))).toBe(0);
  });

  it('generates a due schedule once, notifies its owner once and moves the next run on', async () => {
    const now = new Date('2026-11-20T08:00:30Z');
    const [first, second] = await Promise.all([
      runDueSchedules(jobContext(now)),
      runDueSchedules(jobContext(now)),
    ]);
    expect(first + second).toBe(1);
    const weekly = await scheduleNamed('Weekly summary');
    const reports = await database.db
      .select()
      .from(generatedReports)
      .where(eq(generatedReports.scheduleId, weekly.id));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      status: 'completed',
      ownerId: admin.id,
      filters: { type: 'all', status: 'all', dateFrom: '2026-11-14', dateTo: '2026-11-20' },
    });
    const csv = parseCsv((await readStoredReport(database.db, reports[0]!.id)).toString('utf8'));
    expect(csv.slice(1).map((r) => r[0])).toEqual(['WK-1']);
    const notes = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Scheduled report ready', actionUrl: '/reports' });
    expect(weekly.lastRunAt?.toISOString()).toBe(now.toISOString());
    expect(weekly.nextRunAt?.toISOString()).toBe('2026-11-27T08:00:00.000Z');
    // Running again at the same moment finds nothing due.
    expect(await runDueSchedules(jobContext(now))).toBe(0);
  });

  it('runs the monthly report on the 1st over the previous month', async () => {
    // The weekly one missed 27 November (no server ran): it catches up once as well.
    expect(await runDueSchedules(jobContext(new Date('2026-12-01T08:01:00Z')))).toBe(2);
    const monthly = await scheduleNamed('Monthly report');
    const [report] = await database.db
      .select()
      .from(generatedReports)
      .where(eq(generatedReports.scheduleId, monthly.id));
    expect(report).toMatchObject({
      format: 'xlsx',
      status: 'completed',
      rowCount: 2,
      filters: { dateFrom: '2026-11-01', dateTo: '2026-11-30' },
    });
    expect(monthly.nextRunAt?.toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });

  it('skips a disabled schedule', async () => {
    const monthly = await scheduleNamed('Monthly report');
    await callerFor(database.db, admin).reports.schedules.toggle({
      id: monthly.id,
      enabled: false,
    });
    await database.db
      .update(reportSchedules)
      .set({ nextRunAt: new Date('2026-12-01T08:00:00Z') })
      .where(eq(reportSchedules.id, monthly.id));
    await runDueSchedules(jobContext(new Date('2027-02-01T09:00:00Z')));
    const runs = await database.db.$count(
      generatedReports,
      eq(generatedReports.scheduleId, monthly.id),
    );
    expect(runs).toBe(1);
  });
});

describe('queued reports after a restart', () => {
  it('are generated by the pick-up job exactly once, even with two servers', async () => {
    const [queued] = await database.db
      .insert(generatedReports)
      .values({
        tenantId: admin.tenantId,
        ownerId: coordinator.id,
        preset: 'custom',
        format: 'csv',
        filters: { type: 'heating', status: 'all' },
      })
      .returning();
    const now = new Date();
    const [a, b] = await Promise.all([
      resumeQueuedReports(jobContext(now)),
      resumeQueuedReports(jobContext(now)),
    ]);
    expect(a + b).toBe(1);
    const report = await callerFor(database.db, coordinator).reports.get({ id: queued!.id });
    expect(report).toMatchObject({ status: 'completed', rowCount: 1, isScheduled: false });
    expect(await resumeQueuedReports(jobContext(now))).toBe(0);
  });

  it('takes over a report left running by a crashed server once its lease has run out', async () => {
    const [stale] = await database.db
      .insert(generatedReports)
      .values({
        tenantId: admin.tenantId,
        ownerId: coordinator.id,
        preset: 'custom',
        format: 'pdf',
        filters: { type: 'all', status: 'all' },
        status: 'running',
        progress: 40,
        updatedAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    expect(await resumeQueuedReports(jobContext(new Date()))).toBe(1);
    const report = await callerFor(database.db, coordinator).reports.get({ id: stale!.id });
    expect(report).toMatchObject({ status: 'completed', progress: 100, rowCount: 3 });
  });
});

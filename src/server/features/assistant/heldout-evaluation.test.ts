import { and, count, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantAnswer } from '@/shared/assistant/contract';
import type { Database } from '@/server/db/client';
import { seedDemoData } from '@/server/db/seed/demo-seed';
import {
  defects,
  followups,
  inspections,
  inspectionVisits,
  installers,
  payments,
  users,
} from '@/server/db/schema/index';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { judge, type Expectation, type Verdict } from './evaluation-judge';

/**
 * Issue 35 / issue 28 point 5: the held-out set. These phrasings were written
 * before reading the parser, as QA staff would ask them; every expected figure
 * is computed here, at run time, by SQL of its own on the seeded demo (the demo
 * moves with today's date). A question is right (the figure of exactly that
 * question, with its scope), honest (declined, or the unused part named before
 * any figure) or a silent substitution (a figure for another question). The
 * test fails on any silent substitution.
 */
let database: Database;
let admin: TestUser;
let tom: TestUser;
let tenant = '';
const now = new Date();

// ---- independent UK calendar arithmetic ----
const ukToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
const [ty, tm] = ukToday.split('-').map(Number) as [number, number];
const dayIso = (y: number, m: number, d: number) =>
  new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const shift = (iso: string, days: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return dayIso(y, m, d + days);
};
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const monday = shift(ukToday, -((weekday(ukToday) + 6) % 7));
type Range = { from: string; to: string };
const upToToday = (r: Range): Range => ({ from: r.from, to: r.to < ukToday ? r.to : ukToday });
const R = {
  today: { from: ukToday, to: ukToday },
  yesterday: { from: shift(ukToday, -1), to: shift(ukToday, -1) },
  tomorrow: { from: shift(ukToday, 1), to: shift(ukToday, 1) },
  thisWeek: { from: monday, to: ukToday },
  wholeThisWeek: { from: monday, to: shift(monday, 6) },
  lastWeek: { from: shift(monday, -7), to: shift(monday, -1) },
  nextWeek: { from: shift(monday, 7), to: shift(monday, 13) },
  thisMonth: { from: dayIso(ty, tm, 1), to: ukToday },
  lastMonth: { from: dayIso(ty, tm - 1, 1), to: dayIso(ty, tm, 0) },
  thisQuarter: { from: dayIso(ty, Math.floor((tm - 1) / 3) * 3 + 1, 1), to: ukToday },
  lastQuarter: {
    from: dayIso(ty, Math.floor((tm - 1) / 3) * 3 - 2, 1),
    to: dayIso(ty, Math.floor((tm - 1) / 3) * 3 + 1, 0),
  },
  thisYear: { from: dayIso(ty, 1, 1), to: ukToday },
  lastYear: { from: dayIso(ty - 1, 1, 1), to: dayIso(ty - 1, 12, 31) },
  last30Days: { from: shift(ukToday, -29), to: ukToday },
  last7Days: { from: shift(ukToday, -6), to: ukToday },
};
/** A day named without a year: its latest occurrence not after today. */
const pastDay = (m: number, d: number) => {
  const candidate = dayIso(ty, m, d);
  return candidate > ukToday ? dayIso(ty - 1, m, d) : candidate;
};
const namedMonth = (m: number): Range => {
  const from = pastDay(m, 1);
  const y = Number(from.slice(0, 4));
  return upToToday({ from, to: dayIso(y, m + 1, 0) });
};
const sinceDay = (m: number, d: number): Range => ({ from: pastDay(m, d), to: ukToday });
const daysOfMonth = (m: number, d1: number, d2: number): Range => {
  const from = pastDay(m, d1);
  const y = Number(from.slice(0, 4));
  return upToToday({ from, to: dayIso(y, m, d2) });
};
/** 'on Monday' in a question about the past: the latest such day, today included. */
const lastWeekday = (dow: number) => shift(ukToday, -((weekday(ukToday) - dow + 7) % 7));
/** 'on Friday' for a schedule: the next such day, today included. */
const nextWeekday = (dow: number) => shift(ukToday, (dow - weekday(ukToday) + 7) % 7);

// ---- truth, by SQL of its own ----
// The outcome day (issue 28 point 4): the completion date once passed or failed, else the UK day registered.
const reportDate = sql`coalesce(case when ${inspections.status} in ('PASSED', 'FAILED') then ${inspections.completedDate} end, (${inspections.createdAt} at time zone 'Europe/London')::date)`;
const OPEN = ['PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP'] as const;
type Filter = {
  inspector?: string;
  installer?: string;
  measure?: string[];
  range?: Range;
  /** The INSPECTOR's own: assigned by account, or by name when no account is set. */
  mine?: TestUser;
};

function inspectorIs(fullName: string): SQL {
  const name = fullName.toLowerCase();
  return sql`(${inspections.inspectorUserId} in (select ${users.id} from ${users} where lower(${users.firstName} || ' ' || ${users.lastName}) = ${name}) or (${inspections.inspectorUserId} is null and lower(trim(${inspections.inspectorName})) = ${name}))`;
}

type Status = typeof inspections.$inferSelect.status;

function inspectionWhere(f: Filter, status: readonly Status[]) {
  return and(
    eq(inspections.tenantId, tenant),
    inArray(inspections.status, [...status]),
    f.inspector ? inspectorIs(f.inspector) : undefined,
    f.mine ? inspectorIs(`${f.mine.firstName} ${f.mine.lastName}`) : undefined,
    f.installer
      ? sql`${inspections.installerId} = (select ${installers.id} from ${installers} where ${installers.tenantId} = ${tenant} and ${installers.name} = ${f.installer})`
      : undefined,
    f.measure ? inArray(inspections.measureCode, f.measure) : undefined,
    f.range ? sql`${reportDate} between ${f.range.from} and ${f.range.to}` : undefined,
  );
}

async function countInspections(f: Filter, status: readonly Status[]) {
  const [row] = await database.db
    .select({ n: count() })
    .from(inspections)
    .where(inspectionWhere(f, status));
  return row!.n;
}

const withRange = (figures: Record<string, number | string | null>, range?: Range) =>
  range ? { ...figures, from: range.from, to: range.to } : figures;

const failed = (f: Filter) => async (): Promise<Expectation> => ({
  figures: withRange({ total: await countInspections(f, ['FAILED']) }, f.range),
});
const passed = (f: Filter) => async (): Promise<Expectation> => ({
  figures: withRange({ total: await countInspections(f, ['PASSED']) }, f.range),
});
const pending = (f: Filter) => async (): Promise<Expectation> => ({
  figures: { total: await countInspections(f, OPEN) },
});
const rate = (f: Filter) => async (): Promise<Expectation> => {
  const p = await countInspections(f, ['PASSED']);
  const x = await countInspections(f, ['FAILED']);
  const passRate = p + x === 0 ? null : Math.round((p / (p + x)) * 1000) / 10;
  return { figures: withRange({ passRate, passed: p, failed: x }, f.range) };
};

/** Calendar entries: visits not cancelled, plus scheduled inspections without such a visit. */
async function calendarCount(range: Range, person?: string) {
  const personId = person
    ? (
        await database.db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.tenantId, tenant),
              sql`lower(${users.firstName} || ' ' || ${users.lastName}) = ${person.toLowerCase()}`,
            ),
          )
      )[0]?.id
    : undefined;
  const [visits] = await database.db
    .select({ n: count() })
    .from(inspectionVisits)
    .where(
      and(
        eq(inspectionVisits.tenantId, tenant),
        ne(inspectionVisits.status, 'cancelled'),
        gte(inspectionVisits.visitDate, range.from),
        lte(inspectionVisits.visitDate, range.to),
        person ? eq(inspectionVisits.inspectorUserId, personId ?? '-') : undefined,
      ),
    );
  const [assigned] = await database.db
    .select({ n: count() })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenant),
        ne(inspections.status, 'CANCELLED'),
        gte(inspections.scheduledDate, range.from),
        lte(inspections.scheduledDate, range.to),
        person ? inspectorIs(person) : undefined,
        sql`not exists (select 1 from inspection_visits v where v.inspection_id = ${inspections.id} and v.status <> 'cancelled')`,
      ),
    );
  return visits!.n + assigned!.n;
}
const schedule = (range: Range, person?: string) => async (): Promise<Expectation> => ({
  figures: { total: await calendarCount(range, person), from: range.from, to: range.to },
});

async function overdueFollowups(assignee?: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(followups)
    .where(
      and(
        eq(followups.tenantId, tenant),
        assignee ? eq(followups.assigneeId, assignee) : undefined,
        or(
          eq(followups.status, 'overdue'),
          and(eq(followups.status, 'pending'), lt(followups.dueDate, now)),
        ),
      ),
    );
  return row!.n;
}
async function overdueDefects(assignee?: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(defects)
    .where(
      and(
        eq(defects.tenantId, tenant),
        assignee ? eq(defects.assigneeId, assignee) : undefined,
        ne(defects.status, 'resolved'),
        lt(defects.dueDate, now),
      ),
    );
  return row!.n;
}
async function openDefects(assignee?: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(defects)
    .where(
      and(
        eq(defects.tenantId, tenant),
        assignee ? eq(defects.assigneeId, assignee) : undefined,
        ne(defects.status, 'resolved'),
      ),
    );
  return row!.n;
}
async function openFollowups(assignee?: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(followups)
    .where(
      and(
        eq(followups.tenantId, tenant),
        assignee ? eq(followups.assigneeId, assignee) : undefined,
        ne(followups.status, 'completed'),
      ),
    );
  return row!.n;
}
async function overduePayments() {
  const [row] = await database.db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenant),
        eq(payments.status, 'pending'),
        lt(payments.dueDate, ukToday),
      ),
    );
  return row!.n;
}
async function overdueInstallers() {
  const [row] = await database.db
    .select({ n: count() })
    .from(installers)
    .where(and(eq(installers.tenantId, tenant), lt(installers.nextDueDate, ukToday)));
  return row!.n;
}
const everythingOverdue = async (): Promise<Expectation> => ({
  figures: {
    followups: await overdueFollowups(),
    defects: await overdueDefects(),
    payments: await overduePayments(),
    installers: await overdueInstallers(),
  },
});
const enhanced = (name: string) => async (): Promise<Expectation> => {
  const [row] = await database.db
    .select({ type: installers.monitoringType })
    .from(installers)
    .where(and(eq(installers.tenantId, tenant), eq(installers.name, name)));
  return { figures: { answer: row?.type === 'Enhanced' ? 'yes' : 'no' } };
};
const enhancedCount = async (): Promise<Expectation> => {
  const [row] = await database.db
    .select({ n: count() })
    .from(installers)
    .where(and(eq(installers.tenantId, tenant), eq(installers.monitoringType, 'Enhanced')));
  return { figures: { total: row!.n } };
};
const declines = (says: RegExp) => () => Promise.resolve<Expectation>({ decline: says });
const mine = (fn: () => Promise<number>) => async (): Promise<Expectation> => ({
  figures: { total: await fn() },
});

type Case = { question: string; as?: 'inspector'; expect: () => Promise<Expectation> };
const INSULATION_CODES = ['EWI', 'CWI', 'IWI', 'RIRI', 'LOFT'];

function buildCases(): Case[] {
  const t = (question: string, expectFn: () => Promise<Expectation>): Case => ({
    question,
    expect: expectFn,
  });
  const asTom = (question: string, expectFn: () => Promise<Expectation>): Case => ({
    question,
    as: 'inspector',
    expect: expectFn,
  });
  return [
    // -- a person's name with an outcome and a period (16)
    t(
      'How many did Tom Hughes fail this month?',
      failed({ inspector: 'Tom Hughes', range: R.thisMonth }),
    ),
    t(
      'how many inspections has Priya Shah passed this year',
      passed({ inspector: 'Priya Shah', range: R.thisYear }),
    ),
    t(
      'Sarah Collins failures last month',
      failed({ inspector: 'Sarah Collins', range: R.lastMonth }),
    ),
    t(
      'number of inspections failed by tom hughs this year',
      failed({ inspector: 'Tom Hughes', range: R.thisYear }),
    ),
    t(
      'how many passes did Gareth Price have last quarter',
      passed({ inspector: 'Gareth Price', range: R.lastQuarter }),
    ),
    t(
      "what's Tom Hughes's pass rate this year?",
      rate({ inspector: 'Tom Hughes', range: R.thisYear }),
    ),
    t(
      'pass rate for Sarah Collins last quarter',
      rate({ inspector: 'Sarah Collins', range: R.lastQuarter }),
    ),
    t(
      'How many inspections did Priya fail last year?',
      failed({ inspector: 'Priya Shah', range: R.lastYear }),
    ),
    t(
      'Gareth failed how many this quarter',
      failed({ inspector: 'Gareth Price', range: R.thisQuarter }),
    ),
    t(
      'inspections passed by Alex Morgan this month',
      passed({ inspector: 'Alex Morgan', range: R.thisMonth }),
    ),
    t(
      'how many did sarah colins pass this year',
      passed({ inspector: 'Sarah Collins', range: R.thisYear }),
    ),
    t(
      'Tom Hughes fails in the last 30 days',
      failed({ inspector: 'Tom Hughes', range: R.last30Days }),
    ),
    t(
      'How many pending inspections does Gareth Price have?',
      pending({ inspector: 'Gareth Price' }),
    ),
    t("how many of Priya Shah's inspections are still open", pending({ inspector: 'Priya Shah' })),
    t(
      'pass rate of inspector Tom Hughes last month',
      rate({ inspector: 'Tom Hughes', range: R.lastMonth }),
    ),
    t(
      'How many did Hughes fail last week?',
      failed({ inspector: 'Tom Hughes', range: R.lastWeek }),
    ),
    // -- an installer by name, part of a name, licence (14)
    t(
      'How many inspections failed for Severn Solar & Heat this year?',
      failed({ installer: 'Severn Solar & Heat', range: R.thisYear }),
    ),
    t(
      'failed inspections for Anglia Loft & Cavity this quarter',
      failed({ installer: 'Anglia Loft & Cavity', range: R.thisQuarter }),
    ),
    t(
      'pass rate for Pennine Solid Wall this year',
      rate({ installer: 'Pennine Solid Wall', range: R.thisYear }),
    ),
    t(
      'pass rate for QMP-10234 this year',
      rate({ installer: 'Northern Insulation Services', range: R.thisYear }),
    ),
    t(
      'how many inspections for Yorkshire Warm Homes are pending',
      pending({ installer: 'Yorkshire Warm Homes' }),
    ),
    t(
      'Mersey Green Build pass rate last month',
      rate({ installer: 'Mersey Green Build', range: R.lastMonth }),
    ),
    t(
      'how many did Celtic Energy fail last year',
      failed({ installer: 'Celtic Energy Solutions', range: R.lastYear }),
    ),
    t(
      'pending inspections for Highland Home Energy',
      pending({ installer: 'Highland Home Energy' }),
    ),
    t(
      'How many passes for Kent Retrofit Partners this quarter?',
      passed({ installer: 'Kent Retrofit Partners', range: R.thisQuarter }),
    ),
    t(
      'pass rate for Midlands Heat and Power this year',
      rate({ installer: 'Midlands Heat & Power', range: R.thisYear }),
    ),
    t(
      'coastal eco instalations failures this year',
      failed({ installer: 'Coastal Eco Installations', range: R.thisYear }),
    ),
    t(
      'Thames Valley Retrofit pass rate in the last 30 days',
      rate({ installer: 'Thames Valley Retrofit', range: R.last30Days }),
    ),
    t(
      'how many fails has installer QMP-11502 had this year',
      failed({ installer: 'Severn Solar & Heat', range: R.thisYear }),
    ),
    t(
      'Pennine Solid Wall failures since 1 October',
      failed({ installer: 'Pennine Solid Wall', range: sinceDay(10, 1) }),
    ),
    // -- a measure, which never selects an installer (14)
    t('pass rate for solar PV this quarter', rate({ measure: ['SOLAR_PV'], range: R.thisQuarter })),
    t(
      'how many loft insulation inspections failed this year',
      failed({ measure: ['LOFT'], range: R.thisYear }),
    ),
    t('CWI failures last month', failed({ measure: ['CWI'], range: R.lastMonth })),
    t(
      'how many ASHP inspections passed this year',
      passed({ measure: ['ASHP'], range: R.thisYear }),
    ),
    t('heat pump pass rate this year', rate({ measure: ['ASHP'], range: R.thisYear })),
    t('EWI fails this month', failed({ measure: ['EWI'], range: R.thisMonth })),
    t('how many cavity wall inspections are pending', pending({ measure: ['CWI'] })),
    t('boiler pass rate last quarter', rate({ measure: ['GAS_BOILER'], range: R.lastQuarter })),
    t('solar failures this year', failed({ measure: ['SOLAR_PV'], range: R.thisYear })),
    t(
      'external wall insulation pass rate this year',
      rate({ measure: ['EWI'], range: R.thisYear }),
    ),
    t(
      'how many room in roof inspections failed last year',
      failed({ measure: ['RIRI'], range: R.lastYear }),
    ),
    t('IWI passed this quarter', passed({ measure: ['IWI'], range: R.thisQuarter })),
    t('pass rate for insulation this year', rate({ measure: INSULATION_CODES, range: R.thisYear })),
    t(
      'how many glazing inspections failed in the last 30 days',
      failed({ measure: ['GLAZING'], range: R.last30Days }),
    ),
    // -- periods of many forms (18)
    t(
      'how many inspections failed between 1 and 15 November',
      failed({ range: daysOfMonth(11, 1, 15) }),
    ),
    t('failed since 1 October', failed({ range: sinceDay(10, 1) })),
    t('how many passed in the last 30 days', passed({ range: R.last30Days })),
    t('failures in September', failed({ range: namedMonth(9) })),
    t('how many failed yesterday', failed({ range: R.yesterday })),
    t('how many inspections passed today', passed({ range: R.today })),
    t('how many failed last week', failed({ range: R.lastWeek })),
    t('failures this quarter', failed({ range: R.thisQuarter })),
    t('how many failed last year', failed({ range: R.lastYear })),
    t('inspections passed in March', passed({ range: namedMonth(3) })),
    t(
      'how many inspections failed on Monday',
      failed({ range: { from: lastWeekday(1), to: lastWeekday(1) } }),
    ),
    t('pass rate in August', rate({ range: namedMonth(8) })),
    t('how many failed since the 1st of June', failed({ range: sinceDay(6, 1) })),
    t('failed inspections in the past 7 days', failed({ range: R.last7Days })),
    t('pass rate last quarter', rate({ range: R.lastQuarter })),
    t(
      'how many inspections passed between 1 and 15 October',
      passed({ range: daysOfMonth(10, 1, 15) }),
    ),
    t('How many inspections did we fail this week?', failed({ range: R.thisWeek })),
    t('failures last month', failed({ range: R.lastMonth })),
    // -- combinations (8)
    t(
      'How many CWI inspections did Tom Hughes fail this year?',
      failed({ inspector: 'Tom Hughes', measure: ['CWI'], range: R.thisYear }),
    ),
    t(
      'how many EWI inspections by Sarah Collins passed last month',
      passed({ inspector: 'Sarah Collins', measure: ['EWI'], range: R.lastMonth }),
    ),
    t(
      "Tom Hughes's failures for Severn Solar & Heat this year",
      failed({ inspector: 'Tom Hughes', installer: 'Severn Solar & Heat', range: R.thisYear }),
    ),
    t(
      'pass rate for loft insulation at Anglia Loft & Cavity this year',
      rate({ installer: 'Anglia Loft & Cavity', measure: ['LOFT'], range: R.thisYear }),
    ),
    t(
      'how many solar PV inspections did Priya Shah pass since 1 October',
      passed({ inspector: 'Priya Shah', measure: ['SOLAR_PV'], range: sinceDay(10, 1) }),
    ),
    t(
      'Gareth Price pass rate for cavity wall this year',
      rate({ inspector: 'Gareth Price', measure: ['CWI'], range: R.thisYear }),
    ),
    t(
      'pending loft inspections for Anglia Loft & Cavity',
      pending({ installer: 'Anglia Loft & Cavity', measure: ['LOFT'] }),
    ),
    t(
      'failed boiler inspections for Midlands Heat & Power last year',
      failed({ installer: 'Midlands Heat & Power', measure: ['GAS_BOILER'], range: R.lastYear }),
    ),
    // -- schedules (9)
    t("what's on the schedule tomorrow", schedule(R.tomorrow)),
    t('how many visits are booked next week', schedule(R.nextWeek)),
    t('schedule for Friday', schedule({ from: nextWeekday(5), to: nextWeekday(5) })),
    t("Tom Hughes's visits next week", schedule(R.nextWeek, 'Tom Hughes')),
    t('my schedule next week', schedule(R.nextWeek, 'Alex Morgan')),
    t('my visits tomorrow', schedule(R.tomorrow, 'Alex Morgan')),
    t('visits today', schedule(R.today)),
    t('how many visits does Priya Shah have tomorrow', schedule(R.tomorrow, 'Priya Shah')),
    t('what is scheduled for this week', schedule(R.wholeThisWeek)),
    // -- overdue (5)
    t('what is overdue', everythingOverdue),
    t("what's overdue?", everythingOverdue),
    t('anything overdue?', everythingOverdue),
    t('show me everything that is overdue', everythingOverdue),
    t('overdue items', everythingOverdue),
    // -- enhanced monitoring (8)
    t('Is Severn Solar & Heat on enhanced monitoring?', enhanced('Severn Solar & Heat')),
    t('is Pennine Solid Wall under enhanced monitoring', enhanced('Pennine Solid Wall')),
    t(
      'Is Northern Insulation Services on enhanced monitoring?',
      enhanced('Northern Insulation Services'),
    ),
    t('is mersey green build on enhanced', enhanced('Mersey Green Build')),
    t('how many installers are on enhanced monitoring?', enhancedCount),
    t('how many installers are under enhanced monitoring', enhancedCount),
    t('number of installers on enhanced monitoring', enhancedCount),
    t('Is Yorkshire Warm Homes on enhanced monitoring', enhanced('Yorkshire Warm Homes')),
    // -- the INSPECTOR's own (10)
    asTom('how many inspections did I fail this month', failed({ mine: tom, range: R.thisMonth })),
    asTom('my pending inspections', pending({ mine: tom })),
    asTom('how many inspections have I passed this year', passed({ mine: tom, range: R.thisYear })),
    asTom(
      'my overdue follow-ups',
      mine(() => overdueFollowups(tom.id)),
    ),
    asTom(
      'my open defects',
      mine(() => openDefects(tom.id)),
    ),
    asTom('my visits tomorrow', schedule(R.tomorrow, 'Tom Hughes')),
    asTom('my schedule next week', schedule(R.nextWeek, 'Tom Hughes')),
    asTom('my pass rate this year', rate({ mine: tom, range: R.thisYear })),
    asTom(
      'how many follow-ups do I have open',
      mine(() => openFollowups(tom.id)),
    ),
    asTom(
      'my overdue defects',
      mine(() => overdueDefects(tom.id)),
    ),
    // -- figures a role may not see (3)
    asTom('how much do we owe in overdue payments', declines(/Your role cannot view/)),
    asTom('overdue payments', declines(/Your role cannot view/)),
    asTom('how many payments are overdue?', declines(/Your role cannot view/)),
    // -- unknown names, ambiguity, unreadable periods, forecasts, data not held (14)
    t('How many did John Smith fail this month?', declines(/No inspector called John Smith/i)),
    t('pass rate for Acme Widgets Ltd this year', declines(/No installer called Acme Widgets/i)),
    t('pass rate for Retrofit this year', declines(/Did you mean .*Retrofit.* or .*Retrofit/)),
    t('forecast failures next month', declines(/can.?t|cannot|don.?t/i)),
    t('how many inspections will fail next year', declines(/can.?t|cannot|don.?t/i)),
    t('predict next quarter pass rate', declines(/can.?t|cannot|don.?t/i)),
    t('failed inspections in Smarch', declines(/can.?t|cannot|didn.?t|don.?t/i)),
    t('how many failures on the 45th of Blob', declines(/can.?t|cannot|didn.?t|don.?t/i)),
    t('what is the average age of our customers', declines(/can.?t|cannot|don.?t/i)),
    t(
      'how many inspections did Zebedee Quux pass last month',
      declines(/No inspector called Zebedee Quux/i),
    ),
    t(
      'how many inspections failed during the blue moon',
      declines(/can.?t|cannot|didn.?t|don.?t/i),
    ),
    t('what will the pass rate be in December', declines(/can.?t|cannot|don.?t/i)),
    t('how many did Bob fail this month', declines(/No inspector called Bob/i)),
    t('how many carbon credits did we earn this year', declines(/can.?t|cannot|don.?t/i)),
  ];
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, now, { installers: 12, inspections: 600 });
  const person = async (email: string, role: TestUser['role']): Promise<TestUser> => {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return {
      id: row!.id,
      email: row!.email,
      role,
      tenantId: row!.tenantId,
      firstName: row!.firstName,
      lastName: row!.lastName,
    };
  };
  admin = await person('admin@inspecthub.demo', 'ADMIN');
  tom = await person('inspector@inspecthub.demo', 'INSPECTOR');
  tenant = admin.tenantId;
}, 300_000);
afterAll(() => database.close());

describe('assistant held-out evaluation (issue 35, issue 28 point 5)', () => {
  it('reports right / honest / silent on 100+ unseen phrasings and never substitutes silently', async () => {
    const cases = buildCases();
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const tally: Record<Verdict, string[]> = { right: [], honest: [], silent: [] };
    for (const c of cases) {
      const expected = await c.expect();
      const caller = callerFor(database.db, c.as === 'inspector' ? tom : admin);
      const answer: AssistantAnswer = await caller.assistant.ask({ question: c.question });
      const verdict = judge(answer, expected);
      tally[verdict].push(
        `${c.question} -> ${answer.text.slice(0, 140)} ${JSON.stringify(answer.figures ?? null)}; expected ${JSON.stringify(expected)}`,
      );
    }
    const n = cases.length;
    const pct = (k: Verdict) => ((tally[k].length / n) * 100).toFixed(1);
    console.info(
      `held-out evaluation: ${tally.right.length}/${n} right (${pct('right')}%), ${tally.honest.length} honest (${pct('honest')}%), ${tally.silent.length} silent (${pct('silent')}%)`,
    );
    // ASSISTANT_EVAL_VERBOSE=1 prints the right answers too, to read their wording.
    if (process.env.ASSISTANT_EVAL_VERBOSE)
      for (const line of tally.right) console.info(`  right: ${line}`);
    for (const line of tally.honest) console.info(`  honest: ${line}`);
    for (const line of tally.silent) console.info(`  SILENT: ${line}`);
    expect(tally.silent).toEqual([]);
  }, 600_000);
});

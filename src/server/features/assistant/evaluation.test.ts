import { and, asc, count, eq, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_ANSWER_TEXT, type AssistantAnswer } from '@/shared/assistant/contract';
import type { Database } from '@/server/db/client';
import { seedDemoData } from '@/server/db/seed/demo-seed';
import {
  defects,
  followups,
  inspections,
  inspectionVisits,
  installers,
  monitoringProposals,
  payments,
  users,
} from '@/server/db/schema/index';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';

/**
 * Issue 15 point 9: plain-English questions (several phrasings per intent,
 * typos, UK dates) whose expected figures are computed here from the seeded
 * demo database by queries of their own, not by the services the assistant
 * calls. Reports accuracy; fails below 95% and on any wrong figure.
 */
let database: Database;
let admin: TestUser;
const now = new Date();

type Expected = { intent: string; figures?: Record<string, number | string | null> };
type Case = { question: string; expect: () => Promise<Expected> };

// ---- independent UK calendar arithmetic ----
const ukToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
const [ty, tm] = ukToday.split('-').map(Number) as [number, number];
const dayIso = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.toISOString().slice(0, 10);
};
const shift = (iso: string, days: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return dayIso(y, m, d + days);
};
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const monday = shift(ukToday, -((weekday(ukToday) + 6) % 7));
const monthStart = dayIso(ty, tm, 1);
const lastMonth = { from: dayIso(ty, tm - 1, 1), to: dayIso(ty, tm, 0) };
const quarterStart = dayIso(ty, Math.floor((tm - 1) / 3) * 3 + 1, 1);
const lastQuarter = {
  from: dayIso(ty, Math.floor((tm - 1) / 3) * 3 - 2, 1),
  to: shift(quarterStart, -1),
};
const pastDay = (m: number, d: number) => {
  const candidate = dayIso(ty, m, d);
  return candidate > ukToday ? dayIso(ty - 1, m, d) : candidate;
};
const monthRange = (m: number) => {
  const from = pastDay(m, 1);
  const [y] = from.split('-').map(Number) as [number];
  const end = dayIso(y, m + 1, 0);
  return { from, to: end < ukToday ? end : ukToday };
};

// ---- expected figures, by independent queries ----
const tenant = 'default-tenant';
const reportDate = sql`coalesce(${inspections.completedDate}, ${inspections.scheduledDate}, (${inspections.createdAt} at time zone 'Europe/London')::date)`;

async function countOutcome(status: 'PASSED' | 'FAILED', from?: string, to?: string) {
  const [row] = await database.db
    .select({ n: count() })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenant),
        eq(inspections.status, status),
        from ? sql`${reportDate} >= ${from}` : undefined,
        to ? sql`${reportDate} <= ${to}` : undefined,
      ),
    );
  return row!.n;
}

const outcome = (status: 'PASSED' | 'FAILED', from?: string, to?: string) => async () => ({
  intent: 'outcome_count',
  figures: { total: await countOutcome(status, from, to) },
});

const roundRate = (passed: number, failed: number) =>
  passed + failed === 0 ? null : Math.round((passed / (passed + failed)) * 1000) / 10;

const MEASURE_LABELS: Record<string, string> = {
  INSULATION: 'Insulation',
  HEATING_SYSTEM: 'Heating System',
  RENEWABLE_ENERGY: 'Renewable Energy',
  SMART_CONTROLS: 'Smart Controls',
  VENTILATION: 'Ventilation',
  WINDOWS_DOORS: 'Windows & Doors',
  WATER_HEATING: 'Water Heating',
  GLAZING: 'Glazing',
  DOORS: 'Doors',
};

function passRate(
  range: { from: string; to: string },
  by: 'none' | 'measure' | 'installer',
  installerName?: string,
) {
  return async (): Promise<Expected> => {
    const group =
      by === 'installer' || installerName ? inspections.installerName : inspections.measureType;
    const rows = await database.db
      .select({
        key: group,
        passed: sql<number>`count(*) filter (where ${inspections.status} = 'PASSED')::int`,
        failed: sql<number>`count(*) filter (where ${inspections.status} = 'FAILED')::int`,
      })
      .from(inspections)
      .where(
        and(
          eq(inspections.tenantId, tenant),
          sql`${reportDate} >= ${range.from}`,
          sql`${reportDate} <= ${range.to}`,
        ),
      )
      .groupBy(group);
    if (installerName) {
      const row = rows.find((r) => r.key.toLowerCase() === installerName.toLowerCase());
      return {
        intent: 'pass_rate',
        figures: {
          passRate: row ? roundRate(row.passed, row.failed) : null,
          passed: row?.passed ?? 0,
          failed: row?.failed ?? 0,
        },
      };
    }
    const passed = rows.reduce((s, r) => s + r.passed, 0);
    const failed = rows.reduce((s, r) => s + r.failed, 0);
    const figures: Record<string, number | null> = {
      passRate: roundRate(passed, failed),
      passed,
      failed,
    };
    if (by !== 'none') {
      for (const r of rows) {
        if (r.passed + r.failed === 0) continue;
        const label = by === 'measure' ? (MEASURE_LABELS[r.key] ?? r.key) : r.key;
        figures[`${by}:${label}`] = roundRate(r.passed, r.failed);
      }
    }
    return { intent: 'pass_rate', figures };
  };
}

async function pendingTotal(): Promise<Expected> {
  const [row] = await database.db
    .select({ n: count() })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenant),
        inArray(inspections.status, ['PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP']),
      ),
    );
  return { intent: 'pending_count', figures: { total: row!.n } };
}

async function overdueInstallers(): Promise<Expected> {
  const [row] = await database.db
    .select({ n: count() })
    .from(installers)
    .where(and(eq(installers.tenantId, tenant), lt(installers.nextDueDate, ukToday)));
  return { intent: 'overdue_inspections', figures: { total: row!.n } };
}

async function highRisk(): Promise<Expected> {
  const [row] = await database.db
    .select({ n: count() })
    .from(installers)
    .where(and(eq(installers.tenantId, tenant), gte(installers.riskScore, 8)));
  return { intent: 'high_risk_installers', figures: { total: row!.n } };
}

function myVisits(span: 'today' | 'week') {
  return async (): Promise<Expected> => {
    const from = span === 'today' ? ukToday : monday;
    const to = span === 'today' ? ukToday : shift(monday, 6);
    const [visits] = await database.db
      .select({ n: count() })
      .from(inspectionVisits)
      .where(
        and(
          eq(inspectionVisits.tenantId, tenant),
          eq(inspectionVisits.inspectorUserId, admin.id),
          ne(inspectionVisits.status, 'cancelled'),
          gte(inspectionVisits.visitDate, from),
          lte(inspectionVisits.visitDate, to),
        ),
      );
    const [assigned] = await database.db
      .select({ n: count() })
      .from(inspections)
      .where(
        and(
          eq(inspections.tenantId, tenant),
          ne(inspections.status, 'CANCELLED'),
          gte(inspections.scheduledDate, from),
          lte(inspections.scheduledDate, to),
          or(
            eq(inspections.inspectorUserId, admin.id),
            and(
              sql`${inspections.inspectorUserId} is null`,
              sql`lower(trim(${inspections.inspectorName})) = 'alex morgan'`,
            ),
          ),
          sql`not exists (select 1 from inspection_visits v where v.inspection_id = ${inspections.id} and v.status <> 'cancelled')`,
        ),
      );
    return { intent: 'my_visits', figures: { total: visits!.n + assigned!.n } };
  };
}

async function defectsDueSoon(): Promise<Expected> {
  const week = new Date(now.getTime() + 7 * 86_400_000);
  const open = and(eq(defects.tenantId, tenant), ne(defects.status, 'resolved'));
  const [soon] = await database.db
    .select({ n: count() })
    .from(defects)
    .where(and(open, gte(defects.dueDate, now), lte(defects.dueDate, week)));
  const [late] = await database.db
    .select({ n: count() })
    .from(defects)
    .where(and(open, lt(defects.dueDate, now)));
  return { intent: 'defects_due_soon', figures: { dueSoon: soon!.n, overdue: late!.n } };
}

async function overdueFollowups(): Promise<Expected> {
  const [row] = await database.db
    .select({ n: count() })
    .from(followups)
    .where(
      and(
        eq(followups.tenantId, tenant),
        or(
          eq(followups.status, 'overdue'),
          and(eq(followups.status, 'pending'), lt(followups.dueDate, now)),
        ),
      ),
    );
  return { intent: 'overdue_followups', figures: { total: row!.n } };
}

async function overduePayments(): Promise<Expected> {
  const [row] = await database.db
    .select({ n: count(), pence: sql<string>`coalesce(sum(${payments.amountPence}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenant),
        eq(payments.status, 'pending'),
        lt(payments.dueDate, ukToday),
      ),
    );
  return {
    intent: 'overdue_payments',
    figures: { total: row!.n, amountPence: Number(row!.pence) },
  };
}

async function proposals(): Promise<Expected> {
  const [row] = await database.db
    .select({ n: count() })
    .from(monitoringProposals)
    .where(
      and(eq(monitoringProposals.tenantId, tenant), eq(monitoringProposals.status, 'pending')),
    );
  return { intent: 'monitoring_proposals', figures: { total: row!.n } };
}

async function statsSummary(): Promise<Expected> {
  const rows = await database.db
    .select({ status: inspections.status, n: count() })
    .from(inspections)
    .where(eq(inspections.tenantId, tenant))
    .groupBy(inspections.status);
  const by = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return {
    intent: 'stats_summary',
    figures: {
      total: rows.reduce((s, r) => s + r.n, 0),
      passed: by('PASSED'),
      failed: by('FAILED'),
      cancelled: by('CANCELLED'),
      passRate: roundRate(by('PASSED'), by('FAILED')),
    },
  };
}

const intentOnly = (intent: string) => () => Promise.resolve({ intent });

// ---- sample records, read at test time ----
type Sample = { reference: string; policyId: string; status: string; risk: string };
let samples: Sample[] = [];
let installerNames: string[] = [];

async function loadSamples() {
  const rows = await database.db
    .select({
      reference: inspections.reference,
      policyId: inspections.policyId,
      status: inspections.status,
      measureCode: inspections.measureCode,
      floors: inspections.propertyFloors,
      special: inspections.specialRequirements,
    })
    .from(inspections)
    .where(eq(inspections.tenantId, tenant))
    .orderBy(asc(inspections.reference))
    .limit(400);
  const unique = rows.filter((r) => rows.filter((o) => o.policyId === r.policyId).length === 1);
  const pick = (i: number) => unique[Math.floor((unique.length * i) / 6)]!;
  samples = [0, 1, 2, 3, 4, 5].map((i) => {
    const r = pick(i);
    const flags =
      (['EWI', 'IWI'].includes(r.measureCode) ? 1 : 0) +
      ((r.floors ?? 0) >= 3 ? 1 : 0) +
      (r.special?.trim() ? 1 : 0);
    return {
      reference: r.reference,
      policyId: r.policyId,
      status: r.status,
      risk: flags === 0 ? 'LOW' : flags === 1 ? 'MEDIUM' : 'HIGH',
    };
  });
  const names = await database.db
    .select({ name: installers.name })
    .from(installers)
    .where(eq(installers.tenantId, tenant))
    .orderBy(asc(installers.name));
  installerNames = names.map((n) => n.name);
}

async function installerFigures(name: string): Promise<Expected> {
  const [row] = await database.db
    .select({
      riskScore: installers.riskScore,
      complianceRate: installers.complianceRate,
      total: installers.totalInspections,
    })
    .from(installers)
    .where(and(eq(installers.tenantId, tenant), eq(installers.name, name)));
  return {
    intent: 'installer_summary',
    figures: {
      name,
      riskScore: row!.riskScore,
      complianceRate: row!.complianceRate,
      totalInspections: row!.total,
    },
  };
}

function buildCases(): Case[] {
  const s = samples;
  const inst = (i: number) => installerNames[i % installerNames.length]!;
  const lookup = (i: number) => () =>
    Promise.resolve({
      intent: 'inspection_lookup',
      figures: { reference: s[i]!.reference, status: s[i]!.status },
    });
  const analysis = (i: number) => () =>
    Promise.resolve({
      intent: 'inspection_analysis',
      figures: { durationMinutes: 90, confidence: 0.85, riskLevel: s[i]!.risk },
    });
  const since1April = { from: pastDay(4, 1), to: ukToday };
  const october = monthRange(10);
  const september = monthRange(9);
  const yesterday = shift(ukToday, -1);
  const last30 = { from: shift(ukToday, -29), to: ukToday };
  const thisYear = { from: dayIso(ty, 1, 1), to: ukToday };
  const firstSept = pastDay(9, 1);
  const sept30 = dayIso(Number(firstSept.slice(0, 4)), 9, 30);
  const march = { from: pastDay(3, 1), to: dayIso(Number(pastDay(3, 1).slice(0, 4)), 3, 31) };
  const since1Oct = { from: pastDay(10, 1), to: ukToday };
  const cases: [string, () => Promise<Expected>][] = [
    // pending (12)
    ['How many inspections are pending?', pendingTotal],
    ['how many pending inspections are there', pendingTotal],
    ['pending inspections count', pendingTotal],
    ["what's in the pending queue?", pendingTotal],
    ['How many inspections are still open?', pendingTotal],
    ['number of outstanding inspections', pendingTotal],
    ['how many inspectons are pendng?', pendingTotal],
    ['How many jobs are waiting?', pendingTotal],
    ['show me the backlog', pendingTotal],
    ['pending?', pendingTotal],
    ['How many inspections are left to do', pendingTotal],
    ['count of open inspections please', pendingTotal],
    // overdue (8)
    ['Which installers are overdue for inspection?', overdueInstallers],
    ['how many installers are overdue', overdueInstallers],
    ['overdue inspections', overdueInstallers],
    ['How many inspections are overdue?', overdueInstallers],
    ['installers past due', overdueInstallers],
    ['who is late for an inspection', overdueInstallers],
    ['ovredue inspections', overdueInstallers],
    ['Any installers behind on inspections?', overdueInstallers],
    // passed / failed in a period (24)
    ['How many inspections failed last month?', outcome('FAILED', lastMonth.from, lastMonth.to)],
    ['how many failed inspections this month', outcome('FAILED', monthStart, ukToday)],
    ['number of failures this quarter', outcome('FAILED', quarterStart, ukToday)],
    ['how many inspections passed this week', outcome('PASSED', monday, ukToday)],
    ['how many passed since 1 April', outcome('PASSED', since1April.from, since1April.to)],
    [
      'How many inspections failed since 1st April?',
      outcome('FAILED', since1April.from, since1April.to),
    ],
    ['failed inspections in October', outcome('FAILED', october.from, october.to)],
    ['How many inspections failed yesterday?', outcome('FAILED', yesterday, yesterday)],
    ['how many inspections passed today', outcome('PASSED', ukToday, ukToday)],
    [
      'how many inspections passed last quarter',
      outcome('PASSED', lastQuarter.from, lastQuarter.to),
    ],
    ['how many fialed last month', outcome('FAILED', lastMonth.from, lastMonth.to)],
    [
      `how many inspections passed between 1/9/${firstSept.slice(0, 4)} and 30/9/${firstSept.slice(0, 4)}`,
      outcome('PASSED', firstSept, sept30),
    ],
    ['how many failed in the last 30 days', outcome('FAILED', last30.from, last30.to)],
    ['how many inspections passed this year', outcome('PASSED', thisYear.from, thisYear.to)],
    [
      'How many inspections failed last year',
      outcome('FAILED', dayIso(ty - 1, 1, 1), dayIso(ty - 1, 12, 31)),
    ],
    [
      `how many passed in september ${september.from.slice(0, 4)}`,
      outcome('PASSED', september.from, september.to),
    ],
    ['failed inspections this quarter?', outcome('FAILED', quarterStart, ukToday)],
    ['passed inspections last week', outcome('PASSED', shift(monday, -7), shift(monday, -1))],
    ['how many inspections have failed', outcome('FAILED')],
    ['how many inspections have passed in total', outcome('PASSED')],
    ['count of failed inspections last month', outcome('FAILED', lastMonth.from, lastMonth.to)],
    [
      'How many inspections did not pass last month?',
      outcome('FAILED', lastMonth.from, lastMonth.to),
    ],
    ['total passed inspections since 1 October', outcome('PASSED', since1Oct.from, since1Oct.to)],
    ['How many failed from 1 March to 31 March?', outcome('FAILED', march.from, march.to)],
    // pass rates (20)
    [
      'What is the pass rate by measure this quarter?',
      passRate({ from: quarterStart, to: ukToday }, 'measure'),
    ],
    ['pass rate by measure', passRate(thisYear, 'measure')],
    ['pass rates per measure type last month', passRate(lastMonth, 'measure')],
    ["What's our pass rate this month?", passRate({ from: monthStart, to: ukToday }, 'none')],
    ['overall pass rate this year', passRate(thisYear, 'none')],
    ['pass rate by installer', passRate(thisYear, 'installer')],
    ['pass rate per installer last quarter', passRate(lastQuarter, 'installer')],
    ['which installers have the lowest pass rate this year', passRate(thisYear, 'installer')],
    ['success rate by measure since 1 April', passRate(since1April, 'measure')],
    [`pass rate for ${inst(0)} this year`, passRate(thisYear, 'none', inst(0))],
    ['What percentage passed last month?', passRate(lastMonth, 'none')],
    ['passrate this quarter', passRate({ from: quarterStart, to: ukToday }, 'none')],
    ['what is the pass-rate by measure', passRate(thisYear, 'measure')],
    ['pass rate in October by measure', passRate(october, 'measure')],
    ['Pass rate by category last quarter', passRate(lastQuarter, 'measure')],
    ['failure rate this year', passRate(thisYear, 'none')],
    [`what is the pass rate of ${inst(1)} last month`, passRate(lastMonth, 'none', inst(1))],
    [
      'pass rate for each installer this month',
      passRate({ from: monthStart, to: ukToday }, 'installer'),
    ],
    ['pass rate in the last 30 days', passRate(last30, 'none')],
    ['pass rates by measure this week', passRate({ from: monday, to: ukToday }, 'measure')],
    // my visits (10)
    ['What are my visits today?', myVisits('today')],
    ['my visits this week', myVisits('week')],
    ['what visits do I have today', myVisits('today')],
    ['Do I have any visits this week?', myVisits('week')],
    ["what's on my schedule today", myVisits('today')],
    ['how many visits am I doing this week', myVisits('week')],
    ['my vists today', myVisits('today')],
    ['what inspections have I got today', myVisits('today')],
    ['my diary this week', myVisits('week')],
    ['show my appointments today', myVisits('today')],
    // high risk (8)
    ['Which installers are high risk?', highRisk],
    ['high-risk installers', highRisk],
    ['list the riskiest installers', highRisk],
    ['how many installers are high risk', highRisk],
    ['show high risk companies', highRisk],
    ['Which contractors are risky?', highRisk],
    ['hihg risk installers', highRisk],
    ['which installers are a high risk', highRisk],
    // one installer (8)
    [`How is ${inst(2)} doing?`, () => installerFigures(inst(2))],
    [`tell me about ${inst(3)}`, () => installerFigures(inst(3))],
    [`summary of ${inst(4)}`, () => installerFigures(inst(4))],
    [`installer ${inst(5)}`, () => installerFigures(inst(5))],
    [`how is ${inst(6).toLowerCase()} performing`, () => installerFigures(inst(6))],
    [`profile of ${inst(7)}`, () => installerFigures(inst(7))],
    [`show me ${inst(8)}`, () => installerFigures(inst(8))],
    [`Tell me about the installer ${inst(9)}.`, () => installerFigures(inst(9))],
    // inspection by reference or policy (10)
    [`show ${s[0]!.reference}`, lookup(0)],
    [`what is the status of ${s[1]!.reference.toLowerCase()}`, lookup(1)],
    [`find inspection ${s[2]!.reference.replace(/-/g, ' ')}`, lookup(2)],
    [`look up policy ${s[3]!.policyId}`, lookup(3)],
    [`inspection with policy ID ${s[4]!.policyId}`, lookup(4)],
    [`where is ${s[5]!.reference} at?`, lookup(5)],
    [`${s[0]!.reference}?`, lookup(0)],
    [`details for policy number ${s[1]!.policyId}`, lookup(1)],
    [`Has ${s[2]!.reference} passed?`, lookup(2)],
    [`status of policy ${s[5]!.policyId} please`, lookup(5)],
    // analysis (5)
    [`Analyse ${s[0]!.reference}`, analysis(0)],
    [`analyze inspection ${s[1]!.reference}`, analysis(1)],
    [`run an analysis on ${s[2]!.reference}`, analysis(2)],
    [`analyse policy ${s[3]!.policyId}`, analysis(3)],
    [`risk assessment for ${s[4]!.reference}`, analysis(4)],
    // defects (6)
    ['Which defects are due soon?', defectsDueSoon],
    ['open defects due this week', defectsDueSoon],
    ['defects due soon', defectsDueSoon],
    ['any defects overdue?', defectsDueSoon],
    ['upcoming defect deadlines', defectsDueSoon],
    ['defcts due soon', defectsDueSoon],
    // follow-ups (6)
    ['Any overdue follow-ups?', overdueFollowups],
    ['how many follow ups are overdue', overdueFollowups],
    ['overdue followups', overdueFollowups],
    ['late follow-ups', overdueFollowups],
    ['follow-ups past due', overdueFollowups],
    ['overdue folowups', overdueFollowups],
    // payments (6)
    ['How many payments are overdue?', overduePayments],
    ['overdue payments', overduePayments],
    ['unpaid invoices', overduePayments],
    ['late payments', overduePayments],
    ['which invoices are past due', overduePayments],
    ['overdue paymnets', overduePayments],
    // proposals (5)
    ['Any monitoring proposals?', proposals],
    ['pending monitoring proposals', proposals],
    ['which installers are proposed for enhanced monitoring', proposals],
    ['how many proposals are waiting', proposals],
    ['monitoring proposal list', proposals],
    // stats summary and keyword replies (10)
    ['give me a summary', statsSummary],
    ['stats summary', statsSummary],
    ['show me the statistics', statsSummary],
    ['overview of inspections', statsSummary],
    ['report', statsSummary],
    ['help', intentOnly('help')],
    ['what can you do?', intentOnly('help')],
    ['I need to schedule an appointment', intentOnly('schedule_help')],
    ['book a visit', intentOnly('schedule_help')],
    ['risk analysis', intentOnly('risk_help')],
    // unsupported: must say so (10)
    ['What is the weather in Leeds?', intentOnly('unsupported')],
    ['who won the football', intentOnly('unsupported')],
    ['write me a poem', intentOnly('unsupported')],
    ['what is the capital of France', intentOnly('unsupported')],
    ['how much does a heat pump cost?', intentOnly('unsupported')],
    ['tell me a joke', intentOnly('unsupported')],
    ['how many users are there?', intentOnly('unsupported')],
    ['average time to complete an inspection', intentOnly('unsupported')],
    ['what is the meaning of life', intentOnly('unsupported')],
    ['translate this into French', intentOnly('unsupported')],
  ];
  return cases.map(([question, expect]) => ({ question, expect }));
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, now, { installers: 12, inspections: 600 });
  const [row] = await database.db
    .select()
    .from(users)
    .where(eq(users.email, 'admin@inspecthub.demo'));
  admin = {
    id: row!.id,
    email: row!.email,
    role: 'ADMIN',
    tenantId: row!.tenantId,
    firstName: 'Alex',
    lastName: 'Morgan',
  };
  await loadSamples();
}, 300_000);
afterAll(() => database.close());

function figuresMatch(answer: AssistantAnswer, expected: Record<string, number | string | null>) {
  const got = answer.figures ?? {};
  return Object.entries(expected).every(([key, value]) => got[key] === value);
}

describe('assistant evaluation set (issue 15 point 9)', () => {
  it('answers at least 95% of 120+ questions right and never gives a wrong figure', async () => {
    const cases = buildCases();
    expect(cases.length).toBeGreaterThanOrEqual(120);
    const caller = callerFor(database.db, admin);
    let right = 0;
    const wrongFigures: string[] = [];
    const misses: string[] = [];
    for (const c of cases) {
      const expected = await c.expect();
      const answer = await caller.assistant.ask({ question: c.question });
      const isRight =
        answer.intent === expected.intent &&
        (expected.figures ? figuresMatch(answer, expected.figures) : true) &&
        (expected.intent !== 'unsupported' || answer.text === CANNOT_ANSWER_TEXT);
      if (isRight) {
        right += 1;
        continue;
      }
      const line = `${c.question} -> ${answer.intent} ${JSON.stringify(answer.figures ?? null)}; expected ${expected.intent} ${JSON.stringify(expected.figures ?? null)}`;
      // A figure stated for the wrong question, or a wrong figure for the right one.
      if (answer.basis !== null) wrongFigures.push(line);
      else misses.push(line);
    }
    const accuracy = (right / cases.length) * 100;
    console.info(
      `assistant evaluation: ${right}/${cases.length} right (${accuracy.toFixed(1)}%); ${wrongFigures.length} wrong figures; ${misses.length} misses without a figure`,
    );
    for (const line of [...wrongFigures, ...misses]) console.info(`  ${line}`);
    expect(wrongFigures).toEqual([]);
    expect(accuracy).toBeGreaterThanOrEqual(95);
  }, 300_000);
});

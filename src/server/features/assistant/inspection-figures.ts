import type { AssistantAnswer, Period } from '@/shared/assistant/contract';
import type { AssistantQuery } from '@/shared/assistant/query';
import { todayInLondon } from '@/shared/format';
import { periodRange } from '@/shared/reports/period';
import type { ReportPeriod } from '@/shared/reports/catalogue';
import { getInspectionStats } from '../inspections/list';
import { getPendingInspections } from '../inspections/pending';
import { inspectionScope } from '../inspections/scope';
import { getInstallerStats } from '../installers/list';
import { passRate } from '@/server/figures/inspection-figures';
import { passRateRows, type PassRateRow } from '../reports/pass-rates';
import {
  figureAnswer,
  mayUse,
  plural,
  refusal,
  withQuery,
  type AnswerContext,
} from './answer-parts';
import { periodWords } from './period-words';

const OPEN_FILTER = 'status: Pending, In Progress or Requires Follow-up';

async function scopeFilter(context: AnswerContext): Promise<string> {
  const { isWholeTenant } = await inspectionScope(context.actor);
  return isWholeTenant
    ? 'inspections: all of your organisation'
    : 'inspections: those assigned to you';
}

/** The pending queue's own total (inspection.getPendingInspections). */
export async function answerPending(context: AnswerContext): Promise<AssistantAnswer> {
  const { pagination } = await getPendingInspections(context.actor, { page: 1, limit: 1 });
  const total = pagination.total;
  return figureAnswer(context, 'pending_count', {
    text: `${plural(total, 'inspection is', 'inspections are')} pending.`,
    filters: [OPEN_FILTER, await scopeFilter(context)],
    links: [{ label: 'Open the pending queue', href: '/inspections/pending' }],
    suggestions: ['Which installers are overdue for inspection?', 'What are my visits today?'],
    figures: { total },
  });
}

/** The Installers page's 'Overdue' card: installers whose next inspection due date has passed. */
export async function answerOverdue(context: AnswerContext): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'installers:view')))
    return refusal('overdue_inspections', 'installers');
  const stats = await getInstallerStats(context.actor, {
    search: '',
    status: '',
    monitoringType: '',
    sort: 'name',
    direction: 'asc',
  });
  const total = stats.overdueInspections;
  return figureAnswer(context, 'overdue_inspections', {
    text: `${plural(total, 'installer is', 'installers are')} overdue for inspection (their next inspection due date has passed).`,
    filters: ['installers whose next inspection due date is before today (UK)'],
    links: [
      {
        label: 'Installers, soonest due first',
        href: withQuery('/installers', { sort: 'nextDueDate', dir: 'asc' }),
      },
    ],
    suggestions: ['How many inspections are pending?', 'Which installers are high risk?'],
    figures: { total },
  });
}

/** The Reports period naming the same days; a period 'so far' (ending today) is that whole period. */
function reportPeriodOf(period: Period, now: Date): ReportPeriod | null {
  for (const candidate of ['week', 'month', 'quarter', 'year'] as const) {
    const r = periodRange(candidate, now);
    if (r.from === period.from && (r.to === period.to || period.to === todayInLondon(now)))
      return candidate;
  }
  return null;
}

function reportLink(period: Period, now: Date, status: 'completed' | 'failed' | 'all') {
  const named = reportPeriodOf(period, now);
  if (named) {
    return {
      label: 'Reports: Performance for the period',
      href: withQuery('/reports', { tab: 'performance', period: named }),
    };
  }
  return {
    label: 'Custom Reports with these filters',
    href: withQuery('/reports', { tab: 'custom', status, from: period.from, to: period.to }),
  };
}

// The period basis of every inspection figure (src/server/figures, docs/figures.md).
const DATE_RULE =
  'dated by outcome day: the completion date once passed or failed, else the UK day registered';

function sumRows(rows: PassRateRow[]) {
  return rows.reduce(
    (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed }),
    { passed: 0, failed: 0 },
  );
}

const formatRate = (value: number | null) => (value === null ? 'no decided results' : `${value}%`);

const MAX_LISTED = 8;

/**
 * The pass rate grouped by measure category or by installer (lowest first),
 * through the reports' own rows (passRateRows: the outcome day and the one
 * pass-rate formula of src/server/figures).
 */
export async function answerPassRateGrouped(
  context: AnswerContext,
  query: AssistantQuery,
): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'reports:view_all'))) return refusal('pass_rate', 'reports');
  const period = query.period ?? { ...periodRange('year', context.now), label: 'this year' };
  const by = query.groupBy === 'installer' ? 'installer' : 'category';
  const rows = await passRateRows(
    context.actor,
    { type: 'all', status: 'all', dateFrom: period.from, dateTo: period.to },
    by,
  );
  const sums = sumRows(rows);
  const overall = passRate(sums);
  const figures: Record<string, number | string | null> = {
    passRate: overall,
    passed: sums.passed,
    failed: sums.failed,
  };
  const decided = rows.filter((r) => r.passRate !== null);
  const sorted =
    by === 'installer'
      ? [...decided].sort((a, b) => (a.passRate ?? 0) - (b.passRate ?? 0))
      : decided;
  for (const row of decided)
    figures[`${by === 'installer' ? 'installer' : 'measure'}:${row.label}`] = row.passRate;
  const lines = sorted
    .slice(0, MAX_LISTED)
    .map((r) => `• ${r.label}: ${formatRate(r.passRate)} (${r.passed} passed, ${r.failed} failed)`);
  const more = sorted.length > MAX_LISTED ? `\n…and ${sorted.length - MAX_LISTED} more.` : '';
  const span = periodWords(period);
  const heading =
    by === 'installer'
      ? `Pass rate by installer, lowest first, ${span} (overall ${formatRate(overall)}):`
      : `Pass rate by measure ${span} (overall ${formatRate(overall)}):`;
  return figureAnswer(context, 'pass_rate', {
    text:
      decided.length === 0
        ? `No inspections were passed or failed ${span}.`
        : `${heading}\n${lines.join('\n')}${more}`,
    filters: [
      'pass rate = passed ÷ (passed + failed); open and cancelled inspections are left out',
      DATE_RULE,
      await scopeFilter(context),
    ],
    period,
    links: [reportLink(period, context.now, 'all')],
    figures: { ...figures, from: period.from, to: period.to },
  });
}

/** The stats summary (spec: 'stats summary'): View Inspections' cards. */
export async function answerStatsSummary(context: AnswerContext): Promise<AssistantAnswer> {
  const stats = await getInspectionStats(context.actor, '');
  const passRate = stats.passRate === null ? 'no decided results yet' : `${stats.passRate}%`;
  return figureAnswer(context, 'stats_summary', {
    text: [
      'Here is a summary of your inspections:',
      `• Total: ${stats.total}`,
      `• Pending (unscheduled or past their date): ${stats.pending}`,
      `• Scheduled: ${stats.scheduled}`,
      `• Passed: ${stats.passed}; Failed: ${stats.failed}; Cancelled: ${stats.cancelled}`,
      `• Pass rate: ${passRate}`,
    ].join('\n'),
    filters: [await scopeFilter(context), 'the View Inspections statistics cards'],
    links: [
      { label: 'View Inspections', href: '/view-inspections' },
      { label: 'Reports', href: '/reports' },
    ],
    suggestions: ['How many inspections failed last month?', 'Pass rate by measure this quarter'],
    figures: { ...stats },
  });
}

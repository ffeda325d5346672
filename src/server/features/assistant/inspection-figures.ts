import type { AssistantAnswer, ParsedQuestion, Period } from '../../../shared/assistant/contract';
import { todayInLondon } from '../../../shared/format';
import { periodRange } from '../../../shared/reports/period';
import type { ReportPeriod } from '../../../shared/reports/catalogue';
import { getInspectionStats } from '../inspections/list';
import { getPendingInspections } from '../inspections/pending';
import { inspectionScope } from '../inspections/scope';
import { getInstallerStats } from '../installers/list';
import { passRate } from '../../figures/inspection-figures';
import { passRateRows, type PassRateRow } from '../reports/pass-rates';
import {
  figureAnswer,
  mayUse,
  plural,
  refusal,
  withQuery,
  type AnswerContext,
} from './answer-parts';
import { findInstaller } from './installer-lookup';

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

// The one pass-rate formula (src/server/figures).
const rate = (passed: number, failed: number) => passRate({ passed, failed });

const formatRate = (value: number | null) => (value === null ? 'no decided results' : `${value}%`);

/** Passed or failed inspections, in a period through the reports' query, else the View Inspections cards. */
export async function answerOutcome(
  context: AnswerContext,
  parsed: ParsedQuestion,
): Promise<AssistantAnswer> {
  const outcome = parsed.outcome ?? 'FAILED';
  const word = outcome === 'FAILED' ? 'failed' : 'passed';
  if (!parsed.period) {
    const stats = await getInspectionStats(context.actor, '');
    const total = outcome === 'FAILED' ? stats.failed : stats.passed;
    return figureAnswer(context, 'outcome_count', {
      text: `${plural(total, 'inspection has', 'inspections have')} ${word} in total.`,
      filters: [
        `status: ${outcome === 'FAILED' ? 'Failed' : 'Passed'}`,
        await scopeFilter(context),
      ],
      links: [{ label: 'View Inspections: Completed', href: '/view-inspections?tab=completed' }],
      suggestions: [
        `How many inspections ${word} this month?`,
        'Pass rate by measure this quarter',
      ],
      figures: { total },
    });
  }
  if (!(await mayUse(context.actor, 'reports:view_all')))
    return refusal('outcome_count', 'reports');
  const rows = await passRateRows(
    context.actor,
    {
      type: 'all',
      status: outcome === 'FAILED' ? 'failed' : 'completed',
      dateFrom: parsed.period.from,
      dateTo: parsed.period.to,
    },
    'category',
  );
  const sums = sumRows(rows);
  const total = outcome === 'FAILED' ? sums.failed : sums.passed;
  return figureAnswer(context, 'outcome_count', {
    text: `${plural(total, 'inspection', 'inspections')} ${word} ${periodPhrase(parsed.period)}.`,
    filters: [
      `status: ${outcome === 'FAILED' ? 'Failed' : 'Passed'}`,
      DATE_RULE,
      await scopeFilter(context),
    ],
    period: parsed.period,
    links: [reportLink(parsed.period, context.now, outcome === 'FAILED' ? 'failed' : 'completed')],
    suggestions: ['Pass rate by measure this quarter', 'Pass rate by installer last month'],
    figures: { total },
  });
}

const MAX_LISTED = 8;

/** 'last month', 'since 01/04/2026', 'in March 2026', 'from 01/03/2026 to 31/03/2026' */
export function periodPhrase(period: Period): string {
  const label = period.label;
  if (/^(today|yesterday|this |last |since )/.test(label)) return label;
  if (/^\d{2}\//.test(label)) return `from ${label}`;
  if (label.startsWith('the last')) return `in ${label}`;
  return `in ${label}`;
}

/** Pass rate: passed / (passed + failed), overall, by measure category or by installer. */
export async function answerPassRate(
  context: AnswerContext,
  parsed: ParsedQuestion,
): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'reports:view_all'))) return refusal('pass_rate', 'reports');
  const period = parsed.period ?? { ...periodRange('year', context.now), label: 'this year' };
  const filters = {
    type: 'all' as const,
    status: 'all' as const,
    dateFrom: period.from,
    dateTo: period.to,
  };
  const basis = [
    'pass rate = passed ÷ (passed + failed); open and cancelled inspections are left out',
    DATE_RULE,
    await scopeFilter(context),
  ];
  const link = reportLink(period, context.now, 'all');
  if (parsed.subject) {
    const installer = await findInstaller(context.actor, parsed.subject);
    if (!installer) return noInstaller(parsed.subject, 'pass_rate');
    const rows = await passRateRows(context.actor, filters, 'installer');
    const row = rows.find((r) => r.label.toLowerCase() === installer.name.toLowerCase());
    const value = row ? row.passRate : null;
    return figureAnswer(context, 'pass_rate', {
      text: `${installer.name}: pass rate ${formatRate(value)} (${row?.passed ?? 0} passed, ${row?.failed ?? 0} failed).`,
      filters: [...basis, `installer: ${installer.name}`],
      period,
      links: [link, { label: `${installer.name}'s profile`, href: `/installers/${installer.id}` }],
      figures: { passRate: value, passed: row?.passed ?? 0, failed: row?.failed ?? 0 },
    });
  }
  const by = parsed.groupBy === 'installer' ? 'installer' : 'category';
  const rows = await passRateRows(context.actor, filters, by);
  const sums = sumRows(rows);
  const overall = rate(sums.passed, sums.failed);
  const figures: Record<string, number | null> = {
    passRate: overall,
    passed: sums.passed,
    failed: sums.failed,
  };
  if (!parsed.groupBy) {
    return figureAnswer(context, 'pass_rate', {
      text: `The pass rate is ${formatRate(overall)} (${sums.passed} passed, ${sums.failed} failed).`,
      filters: basis,
      period,
      links: [link],
      suggestions: ['Pass rate by measure this quarter', 'Pass rate by installer this year'],
      figures,
    });
  }
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
  const heading =
    by === 'installer'
      ? `Pass rate by installer, lowest first (overall ${formatRate(overall)}):`
      : `Pass rate by measure (overall ${formatRate(overall)}):`;
  return figureAnswer(context, 'pass_rate', {
    text:
      decided.length === 0
        ? 'No inspections were passed or failed in that period.'
        : `${heading}\n${lines.join('\n')}${more}`,
    filters: basis,
    period,
    links: [link],
    figures,
  });
}

export function noInstaller(
  subject: string,
  intent: 'pass_rate' | 'installer_summary',
): AssistantAnswer {
  return {
    text: `I couldn't find an installer matching '${subject}'.`,
    intent,
    basis: null,
    links: [{ label: 'Installers', href: withQuery('/installers', { search: subject }) }],
    suggestions: ['Which installers are high risk?'],
  };
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

import { DefectListInput } from '@/shared/defects/schemas';
import type { AssistantAnswer } from '@/shared/assistant/contract';
import { formatUkDate } from '@/shared/assistant/uk-periods';
import { formatPence, todayInLondon } from '@/shared/format';
import { defectStats, listDefects } from '../defects/list';
import { listPendingProposals } from '../monitoring/proposals';
import { summarisePayments } from '../payments/list';
import {
  figureAnswer,
  mayUse,
  plural,
  refusal,
  withQuery,
  type AnswerContext,
} from './answer-parts';

export const DUE_SOON_DAYS = 7;
const DAY_MS = 86_400_000;

/** Open defects past due or due within the next 7 days, through the Defect Log's list (its scope). */
export async function answerDefectsDueSoon(context: AnswerContext): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'defects:view'))) return refusal('defects_due_soon', 'defects');
  const limit = new Date(context.now.getTime() + DUE_SOON_DAYS * DAY_MS);
  const stats = await defectStats(context.actor, context.now);
  let dueSoon = 0;
  const listed: string[] = [];
  for (let page = 1; ; page++) {
    const { items } = await listDefects(
      context.actor,
      DefectListInput.parse({ tab: 'open', sort: 'dueDate', direction: 'asc', page, limit: 100 }),
      context.now,
    );
    const inWindow = items.filter((d) => {
      const due = d.dueDate ? new Date(d.dueDate) : null;
      return due && due >= context.now && due <= limit;
    });
    dueSoon += inWindow.length;
    listed.push(
      ...inWindow.map(
        (d) =>
          `• ${d.reference} (${d.severity}): ${d.title}, due ${formatUkDate(todayInLondon(new Date(d.dueDate)))}`,
      ),
    );
    const last = items.at(-1);
    if (items.length < 100 || !last?.dueDate || new Date(last.dueDate) > limit) break;
  }
  return figureAnswer(context, 'defects_due_soon', {
    text: `${plural(dueSoon, 'open defect is', 'open defects are')} due in the next ${DUE_SOON_DAYS} days, and ${plural(stats.overdue, 'is', 'are')} already overdue.${listed.length ? `\n${listed.slice(0, 8).join('\n')}` : ''}`,
    filters: [
      'defects not resolved',
      `due between now and ${DUE_SOON_DAYS} days from now; overdue: due date passed`,
      'defects of the inspections you may see',
    ],
    links: [
      {
        label: 'Open defects, soonest due first',
        href: withQuery('/defects', { tab: 'open', sort: 'dueDate', dir: 'asc' }),
      },
      { label: 'Overdue defects', href: withQuery('/defects', { overdue: '1' }) },
    ],
    suggestions: ['Any overdue follow-ups?'],
    figures: { dueSoon, overdue: stats.overdue },
  });
}

export async function answerOverduePayments(context: AnswerContext): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'payments:view')))
    return refusal('overdue_payments', 'payments');
  const summary = await summarisePayments(context.actor, context.now);
  return figureAnswer(context, 'overdue_payments', {
    text: `${plural(summary.overdueCount, 'payment is', 'payments are')} overdue, ${formatPence(summary.overduePence)} in all.`,
    filters: [
      'payments still pending whose due date is before today (UK); due today is not overdue',
    ],
    links: [
      {
        label: 'Payments: Overdue',
        href: withQuery('/payments', { tab: 'pending', status: 'overdue' }),
      },
    ],
    suggestions: ['Any overdue follow-ups?'],
    figures: { total: summary.overdueCount, amountPence: summary.overduePence },
  });
}

export async function answerProposals(context: AnswerContext): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'installers:view')))
    return refusal('monitoring_proposals', 'enhanced monitoring');
  const proposals = await listPendingProposals(context.actor);
  const lines = proposals.slice(0, 8).map((p) => `• ${p.installerName}: ${p.reason}`);
  return figureAnswer(context, 'monitoring_proposals', {
    text:
      proposals.length === 0
        ? 'There are no monitoring proposals waiting for a decision.'
        : `${plural(proposals.length, 'proposal', 'proposals')} to move an installer to Enhanced monitoring ${proposals.length === 1 ? 'is' : 'are'} waiting for a decision:\n${lines.join('\n')}`,
    filters: ['proposals with status pending (not yet confirmed or dismissed)'],
    links: [{ label: 'Enhanced Monitoring', href: '/enhanced-monitoring' }],
    suggestions: ['Which installers are high risk?'],
    figures: { total: proposals.length },
  });
}

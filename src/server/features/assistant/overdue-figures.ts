import type { AnswerLink, AssistantAnswer } from '@/shared/assistant/contract';
import { formatPence } from '@/shared/format';
import { defectStats } from '../defects/list';
import { followupStats } from '../followups/list';
import { getInstallerStats } from '../installers/list';
import { summarisePayments } from '../payments/list';
import {
  figureAnswer,
  mayUse,
  plural,
  plainAnswer,
  withQuery,
  type AnswerContext,
} from './answer-parts';

/**
 * 'What is overdue': every overdue kind the user may see, each with its count
 * and the page listing it (issue 35 point 5, issue 28 point 5). A kind the
 * role may not see is named as such, never silently left out.
 */
export async function answerEverythingOverdue(context: AnswerContext): Promise<AssistantAnswer> {
  const { actor, now } = context;
  const lines: string[] = [];
  const links: AnswerLink[] = [];
  const figures: Record<string, number> = {};
  const hidden: string[] = [];
  if (await mayUse(actor, 'followups:view')) {
    figures.followups = (await followupStats(actor, now)).overdue;
    lines.push(`• ${plural(figures.followups, 'follow-up')} overdue`);
    links.push({ label: 'Overdue follow-ups', href: withQuery('/followup', { tab: 'overdue' }) });
  } else hidden.push('follow-ups');
  if (await mayUse(actor, 'defects:view')) {
    figures.defects = (await defectStats(actor, now)).overdue;
    lines.push(`• ${plural(figures.defects, 'defect')} past their due date`);
    links.push({ label: 'Overdue defects', href: withQuery('/defects', { overdue: '1' }) });
  } else hidden.push('defects');
  if (await mayUse(actor, 'payments:view')) {
    const summary = await summarisePayments(actor, now);
    figures.payments = summary.overdueCount;
    lines.push(
      `• ${plural(summary.overdueCount, 'payment')} overdue (${formatPence(summary.overduePence)})`,
    );
    links.push({
      label: 'Overdue payments',
      href: withQuery('/payments', { tab: 'pending', status: 'overdue' }),
    });
  } else hidden.push('payments');
  if (await mayUse(actor, 'installers:view')) {
    const stats = await getInstallerStats(actor, {
      search: '',
      status: '',
      monitoringType: '',
      sort: 'name',
      direction: 'asc',
    });
    figures.installers = stats.overdueInspections;
    lines.push(`• ${plural(stats.overdueInspections, 'installer')} overdue for inspection`);
    links.push({
      label: 'Installers, soonest due first',
      href: withQuery('/installers', { sort: 'nextDueDate', dir: 'asc' }),
    });
  } else hidden.push('installers');
  if (lines.length === 0)
    return plainAnswer(
      'unsupported',
      "Your role cannot view any overdue work, so I can't answer that for you.",
    );
  const note = hidden.length
    ? `\nYour role cannot view ${hidden.join(' or ')}, so they are not included.`
    : '';
  return figureAnswer(context, 'overdue_inspections', {
    text: `Overdue as of today:\n${lines.join('\n')}${note}`,
    filters: [
      'every overdue kind you may see: follow-ups, defects, payments, installers due for inspection',
    ],
    links,
    figures,
  });
}

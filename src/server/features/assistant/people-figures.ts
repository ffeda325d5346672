import type { AssistantAnswer, ParsedQuestion } from '../../../shared/assistant/contract';
import { formatUkDate } from '../../../shared/assistant/periods';
import { HIGH_RISK_SCORE } from '../../../shared/installers/catalogue';
import { InstallerListInput } from '../../../shared/installers/schemas';
import { todayInLondon } from '../../../shared/format';
import { endOfWeek, startOfWeek } from '../../../shared/schedule/calendar';
import { getInstaller } from '../installers/detail';
import { getInstallerStats, listInstallers } from '../installers/list';
import { getCalendar } from '../schedule/calendar';
import {
  figureAnswer,
  mayUse,
  plural,
  refusal,
  withQuery,
  type AnswerContext,
} from './answer-parts';
import { noInstaller } from './inspection-figures';
import { findInstaller } from './installer-lookup';

const MAX_LISTED = 10;

/** The Installers page's 'High Risk' card (risk score 8 or more), highest first. */
export async function answerHighRisk(context: AnswerContext): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'installers:view')))
    return refusal('high_risk_installers', 'installers');
  const filters = InstallerListInput.parse({
    sort: 'riskScore',
    direction: 'desc',
    limit: MAX_LISTED,
  });
  const [stats, list] = [
    await getInstallerStats(context.actor, filters),
    await listInstallers(context.actor, filters),
  ];
  const total = stats.highRisk;
  const names = list.items
    .filter((i) => i.riskScore >= HIGH_RISK_SCORE)
    .map((i) => `• ${i.name}: risk ${i.riskScore}, compliance ${i.complianceRate}%`);
  return figureAnswer(context, 'high_risk_installers', {
    text:
      total === 0
        ? 'No installers are high risk.'
        : `${plural(total, 'installer is', 'installers are')} high risk:\n${names.join('\n')}${total > names.length ? `\n…and ${total - names.length} more.` : ''}`,
    filters: [`installers with a risk score of ${HIGH_RISK_SCORE} or more (out of 10)`],
    links: [
      {
        label: 'Installers by risk score',
        href: withQuery('/installers', { sort: 'riskScore', dir: 'desc' }),
      },
    ],
    suggestions: ['Are there any monitoring proposals?', 'Pass rate by installer this year'],
    figures: { total },
  });
}

/** One installer's profile figures (installers.get). */
export async function answerInstallerSummary(
  context: AnswerContext,
  parsed: ParsedQuestion,
): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'installers:view')))
    return refusal('installer_summary', 'installers');
  const found = parsed.subject ? await findInstaller(context.actor, parsed.subject) : null;
  if (!found) return noInstaller(parsed.subject ?? '', 'installer_summary');
  const i = await getInstaller(context.actor.db, context.actor, found.id);
  const lines = [
    `${i.name} (${i.status}, ${i.monitoringType} monitoring):`,
    `• Risk score ${i.riskScore}${i.riskScore >= HIGH_RISK_SCORE ? ' (high risk)' : ''}; compliance ${i.complianceRate}%`,
    `• ${plural(i.totalInspections, 'inspection')} in total`,
    `• Last inspection ${i.lastInspection ? formatUkDate(i.lastInspection) : 'N/A'}; next due ${i.nextDueDate ? formatUkDate(i.nextDueDate) : 'N/A'}${i.nextDueDate && i.nextDueDate < todayInLondon(context.now) ? ' (overdue)' : ''}`,
  ];
  return figureAnswer(context, 'installer_summary', {
    text: lines.join('\n'),
    filters: [`installer: ${i.name}`, 'the installer profile figures'],
    links: [{ label: `${i.name}'s profile`, href: `/installers/${i.id}` }],
    suggestions: [`Pass rate for ${i.name} this year`, 'Which installers are high risk?'],
    figures: {
      riskScore: i.riskScore,
      complianceRate: i.complianceRate,
      totalInspections: i.totalInspections,
      name: i.name,
    },
  });
}

/** The calendar's entries that are the user's own (visits booked for them, inspections assigned to them). */
export async function answerMyVisits(
  context: AnswerContext,
  parsed: ParsedQuestion,
): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'schedule:view'))) return refusal('my_visits', 'the schedule');
  const today = todayInLondon(context.now);
  const isWeek = parsed.span === 'week';
  const range = isWeek
    ? { from: startOfWeek(today), to: endOfWeek(today) }
    : { from: today, to: today };
  const me = context.actor.user;
  const entries = (await getCalendar(context.actor, range)).filter(
    (e) =>
      e.status !== 'cancelled' &&
      (e.inspectorUserId === me.id ||
        (e.kind === 'inspection' &&
          !e.inspectorUserId &&
          e.inspectorName?.trim().toLowerCase() === me.name.toLowerCase())),
  );
  const label = isWeek ? 'this week' : 'today';
  const lines = entries
    .slice(0, MAX_LISTED)
    .map(
      (e) =>
        `• ${isWeek ? `${formatUkDate(e.date)} ` : ''}${e.time ?? 'no time set'}: ${e.reference ?? e.type ?? 'Visit'}, ${e.location}`,
    );
  return figureAnswer(context, 'my_visits', {
    text:
      entries.length === 0
        ? `You have no visits ${label}.`
        : `You have ${plural(entries.length, 'visit')} ${label}:\n${lines.join('\n')}${entries.length > lines.length ? `\n…and ${entries.length - lines.length} more.` : ''}`,
    filters: [
      'visits booked for you and scheduled inspections assigned to you',
      'cancelled visits left out',
    ],
    period: { ...range, label },
    links: [
      {
        label: 'Schedule',
        href: withQuery('/schedule', { view: isWeek ? 'week' : 'week', date: today }),
      },
    ],
    suggestions: [isWeek ? 'What are my visits today?' : 'What are my visits this week?'],
    figures: { total: entries.length },
  });
}

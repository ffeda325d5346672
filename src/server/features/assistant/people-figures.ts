import type { AssistantAnswer } from '@/shared/assistant/contract';
import { formatUkDate } from '@/shared/assistant/uk-periods';
import { HIGH_RISK_SCORE } from '@/shared/installers/catalogue';
import { InstallerListInput } from '@/shared/installers/schemas';
import { todayInLondon } from '@/shared/format';
import { getInstaller } from '../installers/detail';
import { getInstallerStats, listInstallers } from '../installers/list';
import {
  figureAnswer,
  mayUse,
  plural,
  refusal,
  withQuery,
  type AnswerContext,
} from './answer-parts';
import type { QueryContext } from './query-figures';

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
  context: QueryContext,
  name: string,
): Promise<AssistantAnswer> {
  if (!(await mayUse(context.actor, 'installers:view')))
    return refusal('installer_summary', 'installers');
  // The reader matched the name against the tenant's register.
  const found = context.names.installers.find((i) => i.name === name)!;
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

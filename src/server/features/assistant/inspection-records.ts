import {
  ANALYSIS_CONFIDENCE,
  ANALYSIS_DURATION_MINUTES,
  ANALYSIS_HOURS,
  COMPLEX_MEASURE_CODES,
  type AssistantAnswer,
} from '@/shared/assistant/contract';
import { formatUkDate } from '@/shared/assistant/uk-periods';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { getInspection, type InspectionDetail } from '../inspections/detail';
import { visibleInspections } from '../inspections/scope';
import { inspectionLookup } from '../search/records';
import { figureAnswer, plainAnswer, type AnswerContext } from './answer-parts';

/** The inspection a reference or policy ID names, through the header search's lookup and scope. */
async function findInspection(context: AnswerContext, subject: string) {
  const hits = await inspectionLookup(
    context.actor.db,
    await visibleInspections(context.actor),
    subject,
  );
  const exact =
    hits.find((h) => h.reference.toUpperCase() === subject.toUpperCase()) ??
    (hits.length === 1 ? hits[0] : null);
  if (exact) return getInspection(context.actor.db, context.actor, exact.id);
  const byPolicy = [];
  for (const hit of hits) {
    const detail = await getInspection(context.actor.db, context.actor, hit.id);
    if (detail.policyId.toUpperCase() === subject.toUpperCase()) byPolicy.push(detail);
  }
  return byPolicy[0] ?? null;
}

function notFound(intent: 'inspection_lookup' | 'inspection_analysis', subject: string | null) {
  return plainAnswer(
    intent,
    subject
      ? `I couldn't find an inspection ${subject} that you can see.`
      : 'Which inspection? Give me its reference (INS-YYYY-NNNNNN) or policy ID.',
    [
      {
        label: 'View Inspections',
        href: subject
          ? `/view-inspections?search=${encodeURIComponent(subject)}`
          : '/view-inspections',
      },
    ],
    ['How many inspections are pending?'],
  );
}

export async function answerInspectionLookup(
  context: AnswerContext,
  reference: string | null,
): Promise<AssistantAnswer> {
  const found = reference ? await findInspection(context, reference) : null;
  if (!found) return notFound('inspection_lookup', reference);
  const date = found.completedDate
    ? `completed ${formatUkDate(found.completedDate)}`
    : found.scheduledDate
      ? `scheduled ${formatUkDate(found.scheduledDate)}`
      : 'not scheduled yet';
  return figureAnswer(context, 'inspection_lookup', {
    text: [
      `${found.reference} (policy ${found.policyId}): ${STATUS_LABELS[found.status]}, ${date}.`,
      `• ${found.measureLabel} at ${found.propertyAddress}`,
      `• Customer ${found.customerName}; installer ${found.installerName}; inspector ${found.inspectorName?.trim() || 'unassigned'}`,
    ].join('\n'),
    filters: [`reference or policy ID: ${reference}`],
    links: [{ label: `Open ${found.reference}`, href: `/inspections/${found.id}` }],
    suggestions: [`Analyse ${found.reference}`],
    figures: { reference: found.reference, status: found.status },
  });
}

/** Spec 01 section 9's local analysis, on a real inspection: complexity flags decide the risk level. */
export function complexityFlags(
  inspection: Pick<
    InspectionDetail,
    'measureCode' | 'measureLabel' | 'propertyFloors' | 'specialRequirements'
  >,
): string[] {
  const flags: string[] = [];
  if (COMPLEX_MEASURE_CODES.includes(inspection.measureCode))
    flags.push(`complex measure (${inspection.measureLabel})`);
  if ((inspection.propertyFloors ?? 0) >= 3) flags.push(`${inspection.propertyFloors} floors`);
  if (inspection.specialRequirements?.trim()) flags.push('special requirements');
  return flags;
}

export function riskLevel(flagCount: number): 'LOW' | 'MEDIUM' | 'HIGH' {
  if (flagCount === 0) return 'LOW';
  return flagCount === 1 ? 'MEDIUM' : 'HIGH';
}

export async function answerInspectionAnalysis(
  context: AnswerContext,
  reference: string | null,
): Promise<AssistantAnswer> {
  const found = reference ? await findInspection(context, reference) : null;
  if (!found) return notFound('inspection_analysis', reference);
  const flags = complexityFlags(found);
  const level = riskLevel(flags.length);
  return figureAnswer(context, 'inspection_analysis', {
    text: [
      `Analysis of ${found.reference} (${found.measureLabel}):`,
      `• Suggested duration: ${ANALYSIS_DURATION_MINUTES} minutes (confidence ${ANALYSIS_CONFIDENCE})`,
      `• Risk level: ${level} (${flags.length === 0 ? 'no complexity flags' : flags.join(', ')})`,
      `• Suggested hours: ${ANALYSIS_HOURS.from} to ${ANALYSIS_HOURS.to} on ${ANALYSIS_HOURS.days}`,
    ].join('\n'),
    filters: [
      'complexity flags: EWI or IWI measure, 3 or more floors, special requirements',
      'risk LOW with no flags, MEDIUM with one, HIGH with more',
    ],
    links: [
      { label: `Open ${found.reference}`, href: `/inspections/${found.id}` },
      { label: 'Schedule', href: '/schedule' },
    ],
    figures: {
      durationMinutes: ANALYSIS_DURATION_MINUTES,
      confidence: ANALYSIS_CONFIDENCE,
      riskLevel: level,
    },
  });
}

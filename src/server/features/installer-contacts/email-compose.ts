import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import { formatDate, todayInLondon } from '@/shared/format';
import { polishEmailBody } from '@/shared/installers/email-polish';
import { inspections } from '@/server/db/schema/index';
import {
  completeText,
  languageModelFromEnv,
  type LanguageModel,
} from '@/server/lib/language-model';
import type { Actor } from '@/server/trpc/actor';
import { requireInstaller } from './installer-access';
import { requireTemplate } from './templates';

export type ComposePurpose =
  'overdue-reminder' | 'upcoming-reminder' | 'follow-up' | 'compliance' | 'general';

const OPEN = ['PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP'] as const;

/**
 * AI Compose (issue 15 point 8): a draft from the installer's real data and
 * the chosen template's kind. A reminder template with an overdue next due
 * date becomes an overdue-inspection reminder naming the dates and the
 * inspections past their scheduled day; a follow-up template lists recent
 * failed inspections; a compliance template gives the compliance rate and
 * risk score. Without a template the data decides. Nothing is sent or saved.
 */
export async function composeEmail(
  actor: Actor,
  input: { installerId: string; templateId?: string | null },
  now = new Date(),
) {
  const installer = await requireInstaller(actor.db, actor.tenantId, input.installerId);
  const template = input.templateId
    ? await requireTemplate(actor.db, actor.tenantId, input.templateId)
    : null;
  const today = todayInLondon(now);
  const { lateVisits, failed } = await historyOf(actor, installer.id, today);
  const isOverdue = Boolean(installer.nextDueDate && installer.nextDueDate < today);
  const purpose = choosePurpose(template?.category ?? null, {
    isOverdue,
    hasLate: lateVisits.length > 0,
    hasFailed: failed.length > 0,
  });
  const { subject, lines } = DRAFTS[purpose]({ installer, lateVisits, failed });
  const body = polishEmailBody(lines.join('\n\n'), {
    recipient: installer.name,
    sender: actor.user.name,
  });
  return { subject, body, purpose };
}

/** The installer's open inspections past their day and its latest failed ones. */
async function historyOf(actor: Actor, installerId: string, today: string) {
  const mine = and(
    eq(inspections.tenantId, actor.tenantId),
    eq(inspections.installerId, installerId),
  );
  const lateVisits = await actor.db
    .select({
      reference: inspections.reference,
      scheduledDate: inspections.scheduledDate,
      address: inspections.propertyAddress,
    })
    .from(inspections)
    .where(and(mine, inArray(inspections.status, [...OPEN]), lt(inspections.scheduledDate, today)))
    .orderBy(asc(inspections.scheduledDate))
    .limit(5);
  const failed = await actor.db
    .select({
      reference: inspections.reference,
      completedDate: inspections.completedDate,
      notes: inspections.completionNotes,
    })
    .from(inspections)
    .where(and(mine, eq(inspections.status, 'FAILED')))
    .orderBy(desc(inspections.completedDate))
    .limit(3);
  return { lateVisits, failed };
}

type DraftFacts = {
  installer: Awaited<ReturnType<typeof requireInstaller>>;
  lateVisits: Awaited<ReturnType<typeof historyOf>>['lateVisits'];
  failed: Awaited<ReturnType<typeof historyOf>>['failed'];
};

/** Each purpose's subject and paragraphs, from the installer's own figures. */
const DRAFTS: Record<ComposePurpose, (facts: DraftFacts) => { subject: string; lines: string[] }> =
  {
    'overdue-reminder': ({ installer, lateVisits }) => {
      const lines: string[] = [];
      lines.push(
        // Issue 28, point 14: a missing date leaves its sentence out rather than saying 'N/A'.
        [
          installer.nextDueDate
            ? `Our records show that your next quality inspection was due on ${formatDate(installer.nextDueDate)} and has not yet taken place.`
            : 'Our records show that your next quality inspection is overdue.',
          lastInspectionSentence(installer.lastInspection),
        ]
          .filter(Boolean)
          .join(' '),
      );
      if (lateVisits.length > 0) {
        lines.push(
          `These inspections are past their scheduled date:\n${lateVisits
            .map((v) => `- ${v.reference}, ${v.address}: scheduled ${formatDate(v.scheduledDate)}`)
            .join('\n')}`,
        );
      }
      lines.push(
        'Please contact us within 5 working days to arrange a date, so that your registration is not affected.',
      );
      return { subject: `Overdue inspection: ${installer.name}`, lines };
    },
    'upcoming-reminder': ({ installer }) => {
      const lines: string[] = [];
      lines.push(
        [
          installer.nextDueDate
            ? `This is a reminder that your next quality inspection is due on ${formatDate(installer.nextDueDate)}.`
            : 'This is a reminder that your next quality inspection is coming up.',
          lastInspectionSentence(installer.lastInspection),
        ]
          .filter(Boolean)
          .join(' '),
        'Please make sure installation documents and photo evidence are ready for review.',
      );
      return { subject: `Upcoming inspection: ${installer.name}`, lines };
    },
    'follow-up': ({ installer, failed }) => {
      const lines: string[] = [];
      lines.push(
        failed.length > 0
          ? `The following inspections did not pass and need remedial work:\n${failed
              .map(
                (f) =>
                  `- ${f.reference} (${formatDate(f.completedDate)})${f.notes?.trim() ? `: ${f.notes.trim()}` : ''}`,
              )
              .join('\n')}`
          : 'Thank you for your recent work; there are no failed inspections that need remedial work at present.',
        'Please let us know when the remedial work will be completed.',
      );
      return { subject: `Follow-up on failed inspections: ${installer.name}`, lines };
    },
    compliance: ({ installer }) => {
      const lines: string[] = [];
      lines.push(
        installer.complianceRate === null
          ? `Your risk score is ${installer.riskScore} out of 10, across ${installer.totalInspections} inspections.`
          : `Your current compliance rate is ${installer.complianceRate}% and your risk score is ${installer.riskScore} out of 10, across ${installer.totalInspections} inspections.`,
        installer.riskScore >= 8
          ? 'This is above our high-risk threshold, and we would like to discuss an improvement plan with you.'
          : 'Please keep up the standard of workmanship and documentation.',
      );
      return { subject: `Compliance review: ${installer.name}`, lines };
    },
    general: ({ installer }) => {
      const lines: string[] = [];
      lines.push(
        [
          lastInspectionSentence(installer.lastInspection),
          installer.nextDueDate ? `The next is due on ${formatDate(installer.nextDueDate)}.` : '',
          installer.complianceRate === null
            ? ''
            : `Your compliance rate is ${installer.complianceRate}%.`,
        ]
          .filter(Boolean)
          .join(' ') || 'Thank you for your work with us.',
      );
      return { subject: `Your inspections with us: ${installer.name}`, lines };
    },
  };

const lastInspectionSentence = (date: Date | string | null) =>
  date ? `Your last inspection was on ${formatDate(date)}.` : '';

function choosePurpose(
  category: string | null,
  facts: { isOverdue: boolean; hasLate: boolean; hasFailed: boolean },
): ComposePurpose {
  if (category === 'reminder' || category === 'inspection')
    return facts.isOverdue || facts.hasLate ? 'overdue-reminder' : 'upcoming-reminder';
  if (category === 'follow-up') return 'follow-up';
  if (category === 'compliance') return 'compliance';
  if (category === null) {
    if (facts.isOverdue || facts.hasLate) return 'overdue-reminder';
    if (facts.hasFailed) return 'follow-up';
  }
  return 'general';
}

const POLISH_PROMPT =
  'You tidy e-mail drafts in British English: fix spelling, grammar, spacing and capitalisation, keep a greeting and a sign-off. Do not add facts, dates or numbers; keep every fact as written. Reply with the e-mail body only.';

/** AI Polish: through the configured model when there is one (its reply must keep every number), else locally. */
export async function polishEmail(
  actor: Actor,
  input: { installerId: string; body: string },
  model: LanguageModel | null = languageModelFromEnv(),
) {
  const installer = await requireInstaller(actor.db, actor.tenantId, input.installerId);
  const names = { recipient: installer.name, sender: actor.user.name };
  if (model && input.body.trim()) {
    const reply = await completeText(model, {
      system: POLISH_PROMPT,
      user: input.body,
      json: false,
    });
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort().join(',');
    if (reply?.trim() && numbers(reply) === numbers(input.body)) {
      return { body: reply.trim(), source: 'model' as const };
    }
  }
  return { body: polishEmailBody(input.body, names), source: 'local' as const };
}

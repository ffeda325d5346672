import type { AssistantAnswer } from '@/shared/assistant/contract';
import type { AssistantQuery, ReplyTopic } from '@/shared/assistant/query';
import { cannotAnswer, help, riskHelp, scheduleHelp } from './canned-replies';
import {
  answerOverdue,
  answerPassRateGrouped,
  answerPending,
  answerStatsSummary,
} from './inspection-figures';
import { answerInspectionAnalysis, answerInspectionLookup } from './inspection-records';
import { answerEverythingOverdue } from './overdue-figures';
import { answerHighRisk, answerInstallerSummary } from './people-figures';
import {
  inspectionFigure,
  monitoringFigure,
  paymentsFigure,
  visitFigure,
  workFigure,
  type QueryContext,
} from './query-figures';
import { answerDefectsDueSoon, answerProposals } from './work-figures';

/**
 * The one executor (issue 35 point 1): runs a validated typed query, whoever
 * proposed it (the reader or a language model), with the pages' own services,
 * scopes and permissions, and composes the answer: the parts of the question
 * it could not use first, then the figure with the scope it answered.
 */
export async function runQuery(
  context: QueryContext,
  query: AssistantQuery,
): Promise<AssistantAnswer> {
  const answer = await compute(context, query);
  if (context.unused.length === 0 || !answer.figures) return answer;
  const caveat = `I couldn't use '${context.unused.join("', '")}' from your question, so the figure below does not take it into account.`;
  return { ...answer, text: `${caveat}\n${answer.text}`, unused: context.unused };
}

/** The replies that need no figure. */
export function replyTo(topic: ReplyTopic): AssistantAnswer {
  if (topic === 'help') return help();
  if (topic === 'schedule') return scheduleHelp();
  if (topic === 'risk') return riskHelp();
  return cannotAnswer();
}

const hasFilters = (q: AssistantQuery) =>
  Boolean(
    q.filters.inspector || q.filters.installer || q.filters.measureCodes.length || q.filters.mine,
  );

function compute(context: QueryContext, query: AssistantQuery): Promise<AssistantAnswer> {
  const { filters } = query;
  switch (query.subject) {
    case 'inspections':
      if (query.measure === 'lookup') return answerInspectionLookup(context, filters.reference);
      if (query.measure === 'analysis') return answerInspectionAnalysis(context, filters.reference);
      if (query.measure === 'summary') return answerStatsSummary(context);
      if (query.groupBy) return answerPassRateGrouped(context, query);
      // The pending queue's own total and wording when nothing narrows it.
      if (filters.status === 'pending' && !hasFilters(query)) return answerPending(context);
      return inspectionFigure(context, query);
    case 'visits':
      return visitFigure(context, query);
    case 'overdue':
      return answerEverythingOverdue(context);
    case 'installers':
      if (filters.monitoring) return monitoringFigure(context, query);
      if (filters.status === 'overdue') return answerOverdue(context);
      if (filters.status === 'high_risk') return answerHighRisk(context);
      if (query.measure === 'summary' && filters.installer)
        return answerInstallerSummary(context, filters.installer);
      return Promise.resolve(cannotAnswer());
    case 'defects':
      if (filters.status === 'due_soon') return answerDefectsDueSoon(context);
      return workFigure(context, query);
    case 'followups':
      return workFigure(context, query);
    case 'payments':
      return paymentsFigure(context);
    case 'proposals':
      return answerProposals(context);
  }
}

import type { AssistantAnswer, ParsedQuestion } from '../../../shared/assistant/contract';
import type { AnswerContext } from './answer-parts';
import { cannotAnswer, help, riskHelp, scheduleHelp } from './canned-replies';
import {
  answerOutcome,
  answerOverdue,
  answerPassRate,
  answerPending,
  answerStatsSummary,
} from './inspection-figures';
import { answerInspectionAnalysis, answerInspectionLookup } from './inspection-records';
import { answerHighRisk, answerInstallerSummary, answerMyVisits } from './people-figures';
import {
  answerDefectsDueSoon,
  answerOverdueFollowups,
  answerOverduePayments,
  answerProposals,
} from './work-figures';

/** Computes the answer to one parsed question with the pages' own services and the user's permissions. */
export function answerParsed(
  context: AnswerContext,
  parsed: ParsedQuestion,
): Promise<AssistantAnswer> {
  switch (parsed.intent) {
    case 'pending_count':
      return answerPending(context);
    case 'overdue_inspections':
      return answerOverdue(context);
    case 'outcome_count':
      return answerOutcome(context, parsed);
    case 'pass_rate':
      return answerPassRate(context, parsed);
    case 'my_visits':
      return answerMyVisits(context, parsed);
    case 'high_risk_installers':
      return answerHighRisk(context);
    case 'installer_summary':
      return answerInstallerSummary(context, parsed);
    case 'inspection_lookup':
      return answerInspectionLookup(context, parsed);
    case 'inspection_analysis':
      return answerInspectionAnalysis(context, parsed);
    case 'defects_due_soon':
      return answerDefectsDueSoon(context);
    case 'overdue_followups':
      return answerOverdueFollowups(context);
    case 'overdue_payments':
      return answerOverduePayments(context);
    case 'monitoring_proposals':
      return answerProposals(context);
    case 'stats_summary':
      return answerStatsSummary(context);
    case 'schedule_help':
      return Promise.resolve(scheduleHelp());
    case 'risk_help':
      return Promise.resolve(riskHelp());
    case 'help':
      return Promise.resolve(help());
    case 'unsupported':
      return Promise.resolve(cannotAnswer());
  }
}

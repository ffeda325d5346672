import { z } from 'zod';
import { ASSISTANT_INTENTS, type ParsedQuestion } from '../../../shared/assistant/contract';
import { parseQuestion, readRecordSubject } from '../../../shared/assistant/intent-parser';
import { readPeriod } from '../../../shared/assistant/periods';
import { MEASURE_CODES } from '../../../shared/inspections/measures';
import {
  PERIOD_BASES,
  ProposedQuery,
  QUERY_MEASURES,
  QUERY_STATUSES,
  QUERY_SUBJECTS,
} from '../../../shared/assistant/query';
import { completeJson, type LanguageModel } from '../../lib/language-model';

/** What the model may say: one supported intent and its few slots, nothing else. */
export const ModelIntent = z.strictObject({
  intent: z.enum(ASSISTANT_INTENTS),
  period: z.string().max(80).nullable().optional(),
  outcome: z.enum(['PASSED', 'FAILED']).nullable().optional(),
  groupBy: z.enum(['measure', 'installer']).nullable().optional(),
  subject: z.string().max(120).nullable().optional(),
  span: z.enum(['today', 'week']).nullable().optional(),
});

/** Either one intent, or (issue 35 point 6) the typed query, which the server checks and resolves. */
const ModelReply = z.union([ModelIntent, z.strictObject({ query: ProposedQuery })]);

const SYSTEM_PROMPT = `You map questions about an inspection portal to JSON only. Either ONE intent:
{"intent": one of ${ASSISTANT_INTENTS.join(', ')},
 "period": the period words as written (e.g. "last month", "since 1 April") or null,
 "outcome": "PASSED" | "FAILED" | null, "groupBy": "measure" | "installer" | null,
 "subject": an inspection reference, policy ID or installer name, or null,
 "span": "today" | "week" | null}
or, for counts and rates with filters, a typed query:
{"query": {"measure": one of ${QUERY_MEASURES.join(', ')},
 "subject": one of ${QUERY_SUBJECTS.join(', ')},
 "filters": {"inspector": a person's name as written or null, "installer": an installer's name or licence as written or null,
  "measureCodes": [any of ${MEASURE_CODES.join(', ')}], "status": one of ${QUERY_STATUSES.join(', ')} or null,
  "monitoring": "Enhanced" | "Standard" | null, "mine": true when the asker means themselves},
 "period": {"words": the period words as written, "basis": one of ${PERIOD_BASES.join(', ')}} or null}}
Use {"intent": "unsupported"} when nothing fits. Never answer the question, never give a number, never write SQL.`;

/**
 * The question as one intent: through the configured model when there is one
 * (its JSON checked against ModelIntent), else, or when it fails, the local parser.
 */
export async function interpretQuestion(
  question: string,
  now: Date,
  model: LanguageModel | null,
): Promise<{ parsed: ParsedQuestion; source: 'model' | 'local'; proposal?: ProposedQuery }> {
  const local = parseQuestion(question, now);
  if (!model) return { parsed: local, source: 'local' };
  const reply = await completeJson(model, ModelReply, { system: SYSTEM_PROMPT, user: question });
  if (!reply) return { parsed: local, source: 'local' };
  if ('query' in reply) return { parsed: local, source: 'model', proposal: reply.query };
  const periodText = reply.period?.toLowerCase() ?? '';
  return {
    source: 'model',
    parsed: {
      intent: reply.intent,
      period: (periodText ? readPeriod(periodText, now) : null) ?? local.period,
      outcome: reply.outcome ?? local.outcome,
      groupBy: reply.groupBy ?? local.groupBy,
      subject: readRecordSubject(reply.subject ?? '') ?? reply.subject?.trim() ?? local.subject,
      span: reply.span ?? local.span,
    },
  };
}

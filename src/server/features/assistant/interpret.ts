import { z } from 'zod';
import { ASSISTANT_INTENTS, type ParsedQuestion } from '../../../shared/assistant/contract';
import { parseQuestion, readRecordSubject } from '../../../shared/assistant/intent-parser';
import { readPeriod } from '../../../shared/assistant/periods';
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

const SYSTEM_PROMPT = `You map questions about an inspection portal to ONE intent. Reply with JSON only:
{"intent": one of ${ASSISTANT_INTENTS.join(', ')},
 "period": the period words as written (e.g. "last month", "since 1 April") or null,
 "outcome": "PASSED" | "FAILED" | null, "groupBy": "measure" | "installer" | null,
 "subject": an inspection reference, policy ID or installer name, or null,
 "span": "today" | "week" | null}
Use "unsupported" when no intent fits. Never answer the question, never write SQL.`;

/**
 * The question as one intent: through the configured model when there is one
 * (its JSON checked against ModelIntent), else, or when it fails, the local parser.
 */
export async function interpretQuestion(
  question: string,
  now: Date,
  model: LanguageModel | null,
): Promise<{ parsed: ParsedQuestion; source: 'model' | 'local' }> {
  const local = parseQuestion(question, now);
  if (!model) return { parsed: local, source: 'local' };
  const reply = await completeJson(model, ModelIntent, { system: SYSTEM_PROMPT, user: question });
  if (!reply) return { parsed: local, source: 'local' };
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

import { z } from 'zod';
import { MEASURE_CODES } from '@/shared/inspections/measures';
import {
  PERIOD_BASES,
  ProposedQuery,
  QUERY_MEASURES,
  QUERY_STATUSES,
  QUERY_SUBJECTS,
} from '@/shared/assistant/query';
import { completeJson, type LanguageModel } from '@/server/lib/language-model';

/** What the model may say: the typed query, which the server checks and resolves (model-query.ts). */
const ModelReply = z.strictObject({ query: ProposedQuery });

const SYSTEM_PROMPT = `You map questions about an inspection portal to JSON only, a typed query:
{"query": {"measure": one of ${QUERY_MEASURES.join(', ')},
 "subject": one of ${QUERY_SUBJECTS.join(', ')},
 "filters": {"inspector": a person's name as written or null, "installer": an installer's name or licence as written or null,
  "measureCodes": [any of ${MEASURE_CODES.join(', ')}], "status": one of ${QUERY_STATUSES.join(', ')} or null,
  "monitoring": "Enhanced" | "Standard" | null, "mine": true when the asker means themselves},
 "period": {"words": the period words as written (e.g. "last month", "since 1 April"), "basis": one of ${PERIOD_BASES.join(', ')}} or null}}
Use {"query": null} when nothing fits. Never answer the question, never give a number, never write SQL.`;

/**
 * The typed query a configured model proposes for a question the reader
 * could not read (issue 35 point 6), checked against the same strict schema;
 * null on a refusal, invalid JSON, an HTTP error or a timeout.
 */
export async function proposeQuery(
  question: string,
  model: LanguageModel,
): Promise<ProposedQuery | null> {
  const reply = await completeJson(model, ModelReply, { system: SYSTEM_PROMPT, user: question });
  return reply?.query ?? null;
}

import {
  ANALYSIS_FAILURE_TEXT,
  ASSISTANT_FAILURE_TEXT,
  SUMMARY_FAILURE_TEXT,
  type AssistantAnswer,
} from '@/shared/assistant/contract';
import type { QueryReading } from '@/shared/assistant/query';
import { readQuery } from '@/shared/assistant/query-reader';
import { languageModelFromEnv, type LanguageModel } from '@/server/lib/language-model';
import type { Actor } from '@/server/trpc/actor';
import { plainAnswer } from './answer-parts';
import { saveExchange } from './conversation';
import { proposeQuery } from './interpret';
import { resolveProposal } from './model-query';
import { replyTo, runQuery } from './run-query';
import { loadTenantNames } from './tenant-names';

/**
 * Answers one question without storing it (the evaluation sets and the model tests call this).
 * One path (issue 35): the question is read into the typed query, or, when the reader can read
 * nothing, a configured model may propose one; the same executor answers either.
 */
export async function answerQuestion(
  actor: Actor,
  question: string,
  options: { now?: Date; model?: LanguageModel | null; onError?: (error: unknown) => void } = {},
): Promise<AssistantAnswer> {
  const now = options.now ?? new Date();
  const model = options.model === undefined ? languageModelFromEnv() : options.model;
  let reading: QueryReading | null = null;
  try {
    const names = await loadTenantNames(actor);
    reading = readQuery(question, now, names);
    if (reading.kind === 'reply' && reading.topic === 'unsupported' && model) {
      // A model's typed query (issue 35 point 6): the same schema, name matching and executor;
      // a refused, invalid or late proposal, or one the executor would not answer in full, is
      // the plain 'I can't'.
      const proposal = await proposeQuery(question, model);
      if (proposal) {
        reading = resolveProposal(proposal, now, names);
      }
    }
    if (reading.kind === 'decline') return plainAnswer('unsupported', reading.text);
    if (reading.kind === 'reply') return replyTo(reading.topic);
    return await runQuery({ actor, now, names, unused: reading.unused }, reading.query);
  } catch (error) {
    // The spec's failure text (spec 01 section 8); never a guessed figure.
    options.onError?.(error);
    return plainAnswer('unsupported', failureText(reading));
  }
}

/** Spec 01 section 8's texts for a failed analysis or summary, else the general one. */
function failureText(reading: QueryReading | null): string {
  const query = reading?.kind === 'query' ? reading.query : null;
  if (query?.measure === 'analysis') return ANALYSIS_FAILURE_TEXT;
  if (query?.measure === 'summary' && query.subject === 'inspections') return SUMMARY_FAILURE_TEXT;
  return ASSISTANT_FAILURE_TEXT;
}

/** assistant.ask: answers, then keeps the exchange in the user's conversation. */
export async function ask(
  actor: Actor,
  question: string,
  onError?: (error: unknown) => void,
): Promise<AssistantAnswer> {
  const now = new Date();
  const answer = await answerQuestion(actor, question, { now, onError });
  await saveExchange(actor, question, answer, now);
  return answer;
}

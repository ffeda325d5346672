import {
  ANALYSIS_FAILURE_TEXT,
  ASSISTANT_FAILURE_TEXT,
  SUMMARY_FAILURE_TEXT,
  type AssistantAnswer,
  type AssistantIntent,
} from '../../../shared/assistant/contract';
import { languageModelFromEnv, type LanguageModel } from '../../lib/language-model';
import type { Actor } from '../../trpc/actor';
import { answerParsed } from './answer';
import { plainAnswer } from './answer-parts';
import { saveExchange } from './conversation';
import { interpretQuestion } from './interpret';
import { resolveProposal } from './model-query';
import { runQuery } from './query-figures';
import { loadTenantNames } from './tenant-names';
import type { TenantNames } from '../../../shared/assistant/tenant-names';
import { readQuery } from '../../../shared/assistant/query-reader';

function failureText(intent: AssistantIntent): string {
  if (intent === 'inspection_analysis') return ANALYSIS_FAILURE_TEXT;
  if (intent === 'stats_summary') return SUMMARY_FAILURE_TEXT;
  return ASSISTANT_FAILURE_TEXT;
}

/** Answers one question without storing it (the evaluation set and the model tests call this). */
export async function answerQuestion(
  actor: Actor,
  question: string,
  options: { now?: Date; model?: LanguageModel | null; onError?: (error: unknown) => void } = {},
): Promise<AssistantAnswer> {
  const now = options.now ?? new Date();
  const model = options.model === undefined ? languageModelFromEnv() : options.model;
  // The typed query first (issue 35): it honours every part of the question or says which it could not.
  let names: TenantNames;
  try {
    names = await loadTenantNames(actor);
    const reading = readQuery(question, now, names);
    if (reading.kind === 'decline') return plainAnswer('unsupported', reading.text);
    if (reading.kind === 'query') {
      return await runQuery({ actor, now, names, unused: reading.unused }, reading.query);
    }
  } catch (error) {
    options.onError?.(error);
    return plainAnswer('unsupported', ASSISTANT_FAILURE_TEXT);
  }
  const { parsed, proposal } = await interpretQuestion(question, now, model);
  // A model's typed query (issue 35 point 6): the same schema, name matching and executor;
  // one the executor would not answer in full falls back to the local reading ('I can't').
  if (proposal) {
    const reading = resolveProposal(proposal, now, names);
    if (reading.kind === 'decline') return plainAnswer('unsupported', reading.text);
    if (reading.kind === 'query') {
      try {
        return await runQuery({ actor, now, names, unused: [] }, reading.query);
      } catch (error) {
        options.onError?.(error);
        return plainAnswer('unsupported', ASSISTANT_FAILURE_TEXT);
      }
    }
  }
  try {
    return await answerParsed({ actor, now }, parsed);
  } catch (error) {
    // The spec's failure texts (spec 01 section 8); never a guessed figure.
    options.onError?.(error);
    return plainAnswer(parsed.intent, failureText(parsed.intent));
  }
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

import type { AssistantAnswer } from '@/shared/assistant/contract';

/** What a question should get: exactly these figures, or a decline whose text says this. */
export type Expectation =
  | { figures: Record<string, number | string | null>; decline?: undefined }
  | { decline: RegExp; figures?: undefined };

/**
 * right: the figures of exactly that question (or the decline it deserves);
 * honest: no figure, or the parts it could not use named before any figure;
 * silent: a figure for some other question with no word of warning.
 */
export type Verdict = 'right' | 'honest' | 'silent';

export function judge(answer: AssistantAnswer, expected: Expectation): Verdict {
  const got = answer.figures ?? {};
  const hasFigures = Object.keys(got).length > 0;
  const caveatFirst = (answer.unused?.length ?? 0) > 0;
  if (expected.decline) {
    if (!hasFigures && expected.decline.test(answer.text)) return 'right';
    return !hasFigures || caveatFirst ? 'honest' : 'silent';
  }
  const matches = Object.entries(expected.figures).every(([key, value]) => got[key] === value);
  if (hasFigures && matches && !caveatFirst) return 'right';
  return !hasFigures || caveatFirst ? 'honest' : 'silent';
}

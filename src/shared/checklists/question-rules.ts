import { z } from 'zod';
import { calendarDate } from '../dates';

/**
 * How the schemes' question sets shape a checklist (issue 30 point 8, docs/sampling.md):
 * a question is asked at the mid-installation inspection, the post-installation one or both,
 * and may refuse N/A as an answer. Pure, so the answer form and the server check alike.
 */
export const QUESTION_STAGES = ['both', 'mid', 'post'] as const;
export type QuestionStage = (typeof QUESTION_STAGES)[number];

export const QUESTION_STAGE_LABELS: Record<QuestionStage, string> = {
  both: 'Mid and post-installation',
  mid: 'Mid-installation only',
  post: 'Post-installation only',
};

/** An inspection is mid- or post-installation (the sampling rules' `inspectionStage`). */
export const INSPECTION_STAGE_LABELS = {
  mid: 'Mid-installation inspection',
  post: 'Post-installation inspection',
} as const;
export type ChecklistInspectionStage = keyof typeof INSPECTION_STAGE_LABELS;

/** Whether an item belongs on an inspection at this stage: only questions are stage-bound. */
export function isForStage(
  item: { kind: string; inspectionStage: QuestionStage },
  stage: ChecklistInspectionStage,
): boolean {
  return (
    item.kind !== 'question' || item.inspectionStage === 'both' || item.inspectionStage === stage
  );
}

export function naNotAllowedMessage(label: string): string {
  return `N/A is not allowed for “${label}”`;
}

/** The answer as given, refused when it is N/A on a question that does not allow it. */
export function answerRefusal(
  item: { label: string; naAllowed: boolean },
  answer: string | undefined,
): string | null {
  return answer === 'N/A' && !item.naAllowed ? naNotAllowedMessage(item.label) : null;
}

export type DatedVersion = { version: number; effectiveFrom: string };

/**
 * The version in force for a measure installed on `installDate`: the latest effective-from on
 * or before it, the higher version number on a shared date. A date before every version's
 * gets the earliest-dated version, so an inspection always has a checklist.
 */
export function versionForInstallDate(versions: readonly DatedVersion[], installDate: string) {
  const byDate = [...versions].sort(
    (a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom) || a.version - b.version,
  );
  const inForce = byDate.filter((v) => v.effectiveFrom <= installDate).at(-1);
  return (inForce ?? byDate[0]!).version;
}

/** A catalogue version's effective-from install date is changed where versions are published. */
export const SetCatalogueVersionDateInput = z.object({
  version: z.number().int().min(1),
  effectiveFrom: calendarDate('Enter a valid effective-from date'),
});
export type SetCatalogueVersionDateInput = z.infer<typeof SetCatalogueVersionDateInput>;

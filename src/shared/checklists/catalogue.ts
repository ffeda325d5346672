import { z } from 'zod';
import { answerRefusal, QUESTION_STAGES } from './question-rules';

/** Answers of official question sets (docs/checklists.md). */
export const CHECKLIST_ANSWERS = ['Pass', 'Fail', 'N/A', 'Unable to validate'] as const;
export type ChecklistAnswer = (typeof CHECKLIST_ANSWERS)[number];

/** TrustMark severity of a failed item. */
export const CHECKLIST_SEVERITIES = ['Category 1', 'Major', 'Minor'] as const;
export type ChecklistSeverity = (typeof CHECKLIST_SEVERITIES)[number];

export const CHECKLIST_ITEM_STATUSES = ['Pending', 'Provided', 'Accepted', 'Rejected'] as const;
export type ChecklistItemStatus = (typeof CHECKLIST_ITEM_STATUSES)[number];

/** Status moves allowed: Pending -> Provided -> Accepted or Rejected; a rejected item may be provided again. */
export const CHECKLIST_STATUS_MOVES: Record<ChecklistItemStatus, readonly ChecklistItemStatus[]> = {
  Pending: ['Provided'],
  Provided: ['Accepted', 'Rejected'],
  Rejected: ['Provided'],
  Accepted: [],
};

export const CHECKLIST_ITEM_KINDS = ['document', 'photo', 'question'] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];

export const PHOTO_STAGES = ['pre', 'mid', 'post'] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

export const PHOTO_STAGE_LABELS: Record<PhotoStage, string> = {
  pre: 'Pre-installation',
  mid: 'Mid-installation',
  post: 'Post-installation',
};

/** Checklist families of the reference screen; the id prefixes their document and photo items. */
export const CHECKLIST_FAMILIES = ['PAS', 'REN', 'CWI', 'IWI'] as const;
export type ChecklistFamily = (typeof CHECKLIST_FAMILIES)[number];

/** Stable item ids shared with evidence rows, e.g. CWI.1, CWI.DOC-1, CWI.PHOTO-PRE-2. */
export const CHECKLIST_ITEM_ID_PATTERN = /^[A-Z0-9]+(\.[A-Z0-9-]+)+$/;
export const ChecklistItemId = z
  .string()
  .max(40, 'Item id must be at most 40 characters')
  .regex(CHECKLIST_ITEM_ID_PATTERN, 'Item id must look like CWI.1 or CWI.DOC-1');

const RENEWABLE_CODES = new Set(['SOLAR_PV', 'ASHP']);

/**
 * The checklist family of an inspection's measure: cavity and internal wall
 * insulation have their own, renewables theirs, every other fabric and heating
 * measure falls under PAS 2030 / PAS 2035.
 */
export function checklistFamilyOf(measureCode: string, measureType: string): ChecklistFamily {
  if (measureCode === 'CWI') return 'CWI';
  if (measureCode === 'IWI') return 'IWI';
  if (RENEWABLE_CODES.has(measureCode) || measureType === 'RENEWABLE_ENERGY') return 'REN';
  return 'PAS';
}

const answerFields = {
  answer: z.enum(CHECKLIST_ANSWERS, { message: 'Choose an answer' }),
  severity: z.enum(CHECKLIST_SEVERITIES).nullable().default(null),
  comment: z.string().trim().max(2000, 'Comment must be at most 2000 characters').default(''),
};

function requireSeverityOnFail(
  value: { answer: ChecklistAnswer; severity: ChecklistSeverity | null },
  ctx: z.RefinementCtx,
) {
  if (value.answer === 'Fail' && !value.severity)
    ctx.addIssue({
      code: 'custom',
      path: ['severity'],
      message: 'Choose the severity of the failure',
    });
}

/** The answer form: a Fail requires a severity. */
export const ChecklistAnswerFields = z.object(answerFields).superRefine(requireSeverityOnFail);

/**
 * The answer form of one item: the form above plus the item's own rule (N/A refused where
 * the question does not allow it). The dialog and `checklists.answer` both parse with it.
 */
export function answerFieldsFor(item: { label: string; naAllowed: boolean }) {
  return ChecklistAnswerFields.superRefine((value, ctx) => {
    const refusal = answerRefusal(item, value.answer);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['answer'], message: refusal });
  });
}

export const AnswerChecklistItemInput = z
  .object({ inspectionId: z.uuid(), itemId: ChecklistItemId, ...answerFields })
  .superRefine(requireSeverityOnFail);

export const SetChecklistItemStatusInput = z
  .object({
    inspectionId: z.uuid(),
    itemId: ChecklistItemId,
    status: z.enum(CHECKLIST_ITEM_STATUSES),
    reason: z.string().trim().max(2000, 'Reason must be at most 2000 characters').default(''),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'Rejected' && !value.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Give the reason for the rejection',
      });
  });

export const AddCatalogueItemInput = z
  .object({
    family: z.enum(CHECKLIST_FAMILIES),
    // Questions only (docs/sampling.md, question sets): whether N/A is an accepted answer and
    // the inspection stage the question is asked at. Ignored for documents and photos.
    naAllowed: z.boolean().default(true),
    inspectionStage: z.enum(QUESTION_STAGES).default('both'),
    kind: z.enum(CHECKLIST_ITEM_KINDS),
    stage: z.enum(PHOTO_STAGES).nullable().default(null),
    // Questions belong to one measure (EWI, CWI, IWI, RIRI, ...); documents and photos to the family.
    measureCode: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{2,20}$/, 'Measure code must be capitals such as CWI')
      .nullable()
      .default(null),
    label: z
      .string()
      .trim()
      .min(1, 'Label is required')
      .max(200, 'Label must be at most 200 characters'),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'photo' && !value.stage)
      ctx.addIssue({ code: 'custom', path: ['stage'], message: 'Choose the photo stage' });
    if (value.kind === 'question' && !value.measureCode)
      ctx.addIssue({ code: 'custom', path: ['measureCode'], message: 'Choose the measure' });
  });

/** An administrator changes a question's scheme rules; a new catalogue version carries them. */
export const SetQuestionRulesInput = z.object({
  itemId: ChecklistItemId,
  naAllowed: z.boolean(),
  inspectionStage: z.enum(QUESTION_STAGES),
});
export type SetQuestionRulesInput = z.infer<typeof SetQuestionRulesInput>;

export const RemediationClocksInput = z.union([
  z.object({ defectId: z.uuid() }),
  z.object({ followupId: z.uuid() }),
  z.object({ installerId: z.uuid() }),
]);

export const InspectionChecklistInput = z.object({ inspectionId: z.uuid() });

/** A coordinator overturns a Fail (decision 012): it then no longer blocks Passed. */
export const OverturnFailInput = z.object({
  inspectionId: z.uuid(),
  itemId: ChecklistItemId,
  reason: z
    .string()
    .trim()
    .min(1, 'Give the reason for overturning this fail')
    .max(2000, 'Reason must be at most 2000 characters'),
});

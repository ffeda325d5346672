import { z } from 'zod';
import { optionalCalendarDate } from '../dates';
import { maxLengthMessage } from '../inspections/validation';
import {
  COMMENT_MAX,
  COMPUTED_METRICS,
  DESCRIPTION_MAX,
  IMPROVEMENTS_PAGE_MAX,
  IMPROVEMENTS_PAGE_SIZE,
  INITIATIVE_SORTS,
  INITIATIVE_CATEGORIES,
  INITIATIVE_DEFAULTS,
  INITIATIVE_PRIORITIES,
  INITIATIVE_STATUSES,
  METRIC_NAME_MAX,
  METRIC_UNIT_MAX,
  SETTABLE_SUGGESTION_STATUSES,
  SUGGESTION_SORTS,
  SUGGESTION_STATUSES,
  SHORT_TEXT_MAX,
  TITLE_MAX,
} from './catalogue';

const title = z
  .string({ message: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(TITLE_MAX, maxLengthMessage('Title', TITLE_MAX));
const description = z
  .string({ message: 'Description is required' })
  .trim()
  .min(1, 'Description is required')
  .max(DESCRIPTION_MAX, maxLengthMessage('Description', DESCRIPTION_MAX));
const shortText = (field: string) =>
  z.string().trim().max(SHORT_TEXT_MAX, maxLengthMessage(field, SHORT_TEXT_MAX)).default('');
const category = z
  .enum(INITIATIVE_CATEGORIES, { message: 'Category is required' })
  .default(INITIATIVE_DEFAULTS.category);

export const TARGET_BEFORE_START_MESSAGE = 'Target date cannot be before the start date';

const initiativeFields = {
  title,
  category,
  priority: z
    .enum(INITIATIVE_PRIORITIES, { message: 'Priority is required' })
    .default(INITIATIVE_DEFAULTS.priority),
  status: z
    .enum(INITIATIVE_STATUSES, { message: 'Status is required' })
    .default(INITIATIVE_DEFAULTS.status),
  progress: z
    .number({ message: 'Progress must be a number' })
    .int('Progress must be a whole number')
    .min(0, 'Progress must be between 0 and 100')
    .max(100, 'Progress must be between 0 and 100')
    .default(INITIATIVE_DEFAULTS.progress),
  expectedImpact: shortText('Expected impact'),
  startDate: optionalCalendarDate('Enter a valid start date').default(''),
  targetDate: optionalCalendarDate('Enter a valid target date').default(''),
  /** A user of the tenant, or '' for no owner. */
  ownerId: z.string().max(100).default(''),
  description,
  resources: shortText('Resources'),
};

function checkDates(value: { startDate: string; targetDate: string }, ctx: z.RefinementCtx) {
  if (value.startDate !== '' && value.targetDate !== '' && value.targetDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['targetDate'], message: TARGET_BEFORE_START_MESSAGE });
  }
}

/** Spec 02 section 5: title and description non-blank ('Create Initiative' disabled otherwise). */
export const CreateInitiativeInput = z.strictObject(initiativeFields).superRefine(checkDates);
export type CreateInitiativeInput = z.input<typeof CreateInitiativeInput>;

export const UpdateInitiativeInput = z
  .strictObject({ id: z.uuid(), ...initiativeFields })
  .superRefine(checkDates);
export type UpdateInitiativeInput = z.input<typeof UpdateInitiativeInput>;

export const IdInput = z.strictObject({ id: z.uuid() });
export const VoteInput = z.strictObject({ id: z.uuid(), on: z.boolean() });

/** Search words (title, description; matched literally, case-insensitively). */
const search = z.string().trim().max(TITLE_MAX, maxLengthMessage('Search', TITLE_MAX)).default('');
/** A page of a list: TanStack's infinite queries send `cursor` (the page, from 1) and `direction`. */
const pageFields = {
  cursor: z.number().int().min(1).nullish(),
  direction: z.enum(['forward', 'backward']).optional(),
  limit: z.number().int().min(1).max(IMPROVEMENTS_PAGE_MAX).default(IMPROVEMENTS_PAGE_SIZE),
};

export const INITIATIVE_STATUS_FILTERS = ['all', ...INITIATIVE_STATUSES] as const;
export const ListInitiativesInput = z.strictObject({
  status: z.enum(INITIATIVE_STATUS_FILTERS).default('all'),
  search,
  sort: z.enum(INITIATIVE_SORTS).default('newest'),
  ...pageFields,
});
export type ListInitiativesInput = z.input<typeof ListInitiativesInput>;

const commentBody = z
  .string({ message: 'Comment is required' })
  .trim()
  .min(1, 'Comment is required')
  .max(COMMENT_MAX, maxLengthMessage('Comment', COMMENT_MAX));

/** A comment on an initiative or on a suggestion (exactly one). */
export const AddCommentInput = z.strictObject({
  target: z.enum(['initiative', 'suggestion']),
  id: z.uuid(),
  body: commentBody,
});
export type AddCommentInput = z.input<typeof AddCommentInput>;
export const CommentsInput = z.strictObject({
  target: z.enum(['initiative', 'suggestion']),
  id: z.uuid(),
});

export const CreateSuggestionInput = z.strictObject({ title, category, description });
export type CreateSuggestionInput = z.input<typeof CreateSuggestionInput>;

export const SUGGESTION_STATUS_FILTERS = ['all', ...SUGGESTION_STATUSES] as const;
export const ListSuggestionsInput = z.strictObject({
  status: z.enum(SUGGESTION_STATUS_FILTERS).default('all'),
  search,
  sort: z.enum(SUGGESTION_SORTS).default('newest'),
  ...pageFields,
});
export type ListSuggestionsInput = z.input<typeof ListSuggestionsInput>;

/** Originals a suggestion may be merged into, found by title. */
export const MergeTargetsInput = z.strictObject({ id: z.uuid(), search });

export const SimilarSuggestionsInput = z.strictObject({
  title: z.string().max(TITLE_MAX).default(''),
});

export const SetSuggestionStatusInput = z.strictObject({
  id: z.uuid(),
  status: z.enum(SETTABLE_SUGGESTION_STATUSES, { message: 'Status is required' }),
});

export const MergeSuggestionInput = z
  .strictObject({ id: z.uuid(), intoId: z.uuid() })
  .refine((v) => v.id !== v.intoId, {
    path: ['intoId'],
    message: 'A suggestion cannot be merged into itself',
  });

const metricFields = {
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(METRIC_NAME_MAX, maxLengthMessage('Name', METRIC_NAME_MAX)),
  unit: z
    .string()
    .trim()
    .max(METRIC_UNIT_MAX, maxLengthMessage('Unit', METRIC_UNIT_MAX))
    .default(''),
  category,
  target: z
    .number({ message: 'Target must be a number' })
    .finite()
    .min(0, 'Target cannot be negative')
    .max(1e9),
  /** Which way is better. */
  higherIsBetter: z.boolean().default(true),
};
const metricTarget = metricFields.target;

export const CreateMetricInput = z.strictObject(metricFields);
export type CreateMetricInput = z.input<typeof CreateMetricInput>;

/** Rename a hand-entered metric, change its unit, category, target or which way is better. */
export const UpdateMetricInput = z.strictObject({ id: z.uuid(), ...metricFields });
export type UpdateMetricInput = z.input<typeof UpdateMetricInput>;

/** A computed metric's target (its name and value come from the product's data). */
export const SetMetricTargetInput = z.strictObject({
  key: z.enum(COMPUTED_METRICS),
  target: metricTarget,
});
export type SetMetricTargetInput = z.input<typeof SetMetricTargetInput>;

export const RecordMetricInput = z.strictObject({
  id: z.uuid(),
  value: z.number({ message: 'Value must be a number' }).finite().min(-1e9).max(1e9),
});
export type RecordMetricInput = z.input<typeof RecordMetricInput>;

import { z } from 'zod';
import { boundedDateTime, optionalCalendarDate } from '../dates';
import { todayInLondon } from '../format';
import { maxLengthMessage } from '../inspections/validation';
import { ROLES } from '../roles';
import { parseTags } from '../tags';
import {
  COMMENT_MAX,
  mayRequireReading,
  POST_CATEGORIES,
  POST_CONTENT_MAX,
  POST_DEFAULTS,
  POST_PRIORITIES,
  POST_TAG_MAX,
  POST_TAGS_MAX,
  POST_TITLE_MAX,
  POSTS_PAGE_SIZE,
} from './catalogue';

/** How a saved post goes out: at once, at a chosen time, or kept as a draft. */
export const PUBLICATIONS = ['now', 'schedule', 'draft'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

export const REQUIRED_READING_MESSAGE = 'Only policy or urgent posts can require acknowledgement';

const postFields = {
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(POST_TITLE_MAX, maxLengthMessage('Title', POST_TITLE_MAX)),
  category: z
    .enum(POST_CATEGORIES, { message: 'Category is required' })
    .default(POST_DEFAULTS.category),
  priority: z
    .enum(POST_PRIORITIES, { message: 'Priority is required' })
    .default(POST_DEFAULTS.priority),
  /** Markdown; the server turns it into sanitised HTML. */
  content: z
    .string({ message: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(POST_CONTENT_MAX, maxLengthMessage('Content', POST_CONTENT_MAX)),
  /** As typed, comma-separated (or a list): trimmed, duplicates and blanks dropped. */
  tags: z
    .union([
      z.string().max(1_000, maxLengthMessage('Tags', 1_000)),
      z.array(z.string().max(POST_TAG_MAX)).max(POST_TAGS_MAX),
    ])
    .default('')
    .transform((tags) => parseTags(Array.isArray(tags) ? tags.join(',') : tags))
    .refine((tags) => tags.length <= POST_TAGS_MAX, `At most ${POST_TAGS_MAX} tags`)
    .refine(
      (tags) => tags.every((tag) => tag.length <= POST_TAG_MAX),
      `Each tag can be at most ${POST_TAG_MAX} characters`,
    ),
  pinned: z.boolean().default(false),
  /** Last UK day the post stays pinned; '' pins it until unpinned. */
  pinnedUntil: optionalCalendarDate('Enter a valid date').default(''),
  publication: z.enum(PUBLICATIONS).default('now'),
  /** Required when publication is 'schedule'. */
  scheduledFor: boundedDateTime('Enter a valid publication time').nullable().default(null),
  /** Roles whose members must acknowledge having read it (policy or urgent posts only). */
  requiredReadingRoles: z.array(z.enum(ROLES)).max(ROLES.length).default([]),
};

type PostFields = {
  pinned: boolean;
  pinnedUntil: string;
  publication: Publication;
  scheduledFor: string | null;
  category: (typeof POST_CATEGORIES)[number];
  priority: (typeof POST_PRIORITIES)[number];
  requiredReadingRoles: string[];
};

/** Rules across fields, with the message on the field the user must change. */
function checkPost(post: PostFields, ctx: z.RefinementCtx, now = new Date()) {
  if (post.publication === 'schedule') {
    if (post.scheduledFor === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['scheduledFor'],
        message: 'Choose when to publish',
      });
    } else if (Date.parse(post.scheduledFor) <= now.getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['scheduledFor'],
        message: 'Publication time must be in the future',
      });
    }
  }
  if (post.pinned && post.pinnedUntil !== '' && post.pinnedUntil < todayInLondon(now)) {
    ctx.addIssue({
      code: 'custom',
      path: ['pinnedUntil'],
      message: 'Pinned until cannot be in the past',
    });
  }
  if (post.requiredReadingRoles.length > 0 && !mayRequireReading(post)) {
    ctx.addIssue({
      code: 'custom',
      path: ['requiredReadingRoles'],
      message: REQUIRED_READING_MESSAGE,
    });
  }
}

/** Spec 02 section 5: title and content non-blank ('Publish Post' disabled otherwise). */
export const CreatePostInput = z
  .strictObject(postFields)
  .superRefine((post, ctx) => checkPost(post, ctx));
export type CreatePostInput = z.input<typeof CreatePostInput>;

export const UpdatePostInput = z
  .strictObject({ id: z.uuid(), ...postFields })
  .superRefine((post, ctx) => checkPost(post, ctx));
export type UpdatePostInput = z.input<typeof UpdatePostInput>;

export const PostIdInput = z.strictObject({ id: z.uuid() });

export const POST_CATEGORY_FILTERS = ['all', ...POST_CATEGORIES] as const;
export type PostCategoryFilter = (typeof POST_CATEGORY_FILTERS)[number];

/** Publishers also see drafts and scheduled posts (each in its own view). */
export const POST_VIEWS = ['published', 'drafts', 'scheduled'] as const;
export type PostView = (typeof POST_VIEWS)[number];

export const ListPostsInput = z.strictObject({
  search: z.string().trim().max(POST_TITLE_MAX).default(''),
  category: z.enum(POST_CATEGORY_FILTERS).default('all'),
  tag: z.string().trim().max(POST_TAG_MAX).default(''),
  /** Archive by month, 'YYYY-MM' in UK time, or '' for all. */
  month: z
    .union([z.literal(''), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month')])
    .default(''),
  saved: z.boolean().default(false),
  view: z.enum(POST_VIEWS).default('published'),
  /** The opaque cursor of the previous page ('Load More Posts'). */
  cursor: z.string().max(200).nullish(),
  /** Sent by TanStack's infinite queries; pages only go forward. */
  direction: z.enum(['forward', 'backward']).optional(),
  limit: z.number().int().min(1).max(50).default(POSTS_PAGE_SIZE),
});
export type ListPostsInput = z.input<typeof ListPostsInput>;

export const SetReactionInput = z.strictObject({ postId: z.uuid(), on: z.boolean() });

export const AddCommentInput = z.strictObject({
  postId: z.uuid(),
  body: z
    .string({ message: 'Comment is required' })
    .trim()
    .min(1, 'Comment is required')
    .max(COMMENT_MAX, maxLengthMessage('Comment', COMMENT_MAX)),
});
export type AddCommentInput = z.input<typeof AddCommentInput>;

export const CommentIdInput = z.strictObject({ id: z.uuid() });

export const SubscriptionInput = z.strictObject({
  categories: z.array(z.enum(POST_CATEGORIES)).max(POST_CATEGORIES.length),
  email: z.boolean(),
});
export type SubscriptionInput = z.input<typeof SubscriptionInput>;

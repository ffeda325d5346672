import { z } from 'zod';
import { optionalCalendarDate } from '../dates';
import { maxLengthMessage } from '../inspections/validation';
import { ROLES } from '../roles';
import { parseTags } from '../tags';
import {
  CHANGE_NOTE_MAX,
  DOCUMENT_CATEGORIES,
  DOCUMENT_DEFAULTS,
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_SORTS,
  DOCUMENT_TAG_MAX,
  DOCUMENT_TAGS_MAX,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_TYPES,
} from './catalogue';

/**
 * The Upload Document fields (the file travels beside them in the multipart
 * body). Spec 02 section 5: title and description must not be blank.
 */
const detailFields = {
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(DOCUMENT_TITLE_MAX, maxLengthMessage('Title', DOCUMENT_TITLE_MAX)),
  category: z
    .enum(DOCUMENT_CATEGORIES, { message: 'Category is required' })
    .default(DOCUMENT_DEFAULTS.category),
  docType: z
    .enum(DOCUMENT_TYPES, { message: 'Document type is required' })
    .default(DOCUMENT_DEFAULTS.docType),
  description: z
    .string({ message: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(DOCUMENT_DESCRIPTION_MAX, maxLengthMessage('Description', DOCUMENT_DESCRIPTION_MAX)),
  /** As typed, comma-separated: trimmed, duplicates and blanks dropped. */
  tags: z
    .string()
    .max(1_000, maxLengthMessage('Tags', 1_000))
    .default('')
    .transform(parseTags)
    .refine((tags) => tags.length <= DOCUMENT_TAGS_MAX, `At most ${DOCUMENT_TAGS_MAX} tags`)
    .refine(
      (tags) => tags.every((tag) => tag.length <= DOCUMENT_TAG_MAX),
      `Each tag can be at most ${DOCUMENT_TAG_MAX} characters`,
    ),
};

/** The owner (a user id; '' keeps the uploader) and review-by date: guidance:publish only. */
const ownerField = z.string().max(100, 'Choose an active user as owner.');
const reviewByField = optionalCalendarDate('Enter a valid review date');

export const DocumentFieldsInput = z.object({
  ...detailFields,
  ownerId: ownerField.default(''),
  reviewBy: reviewByField.default(''),
});
export type DocumentFields = z.input<typeof DocumentFieldsInput>;

/** A new version's fields: what changed, and whether it is a major version. */
export const VersionFieldsInput = z.object({
  changeNote: z
    .string({ message: 'Change note is required' })
    .trim()
    .min(1, 'Change note is required')
    .max(CHANGE_NOTE_MAX, maxLengthMessage('Change note', CHANGE_NOTE_MAX)),
  major: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((v) => v === true || v === 'true'),
});
export type VersionFields = z.input<typeof VersionFieldsInput>;

export const DocumentIdInput = z.object({ id: z.string().uuid() });

export const ListDocumentsInput = z.object({
  q: z.string().trim().max(200).default(''),
  category: z.enum(DOCUMENT_CATEGORIES).nullable().default(null),
  sort: z.enum(DOCUMENT_SORTS).default('latest'),
  reviewOverdue: z.boolean().default(false),
  page: z.number().int().min(1).max(10_000).default(1),
});

export const SetStatusInput = z.object({
  id: z.string().uuid(),
  status: z.enum(['draft', 'published']),
});

export const SetFeaturedInput = z.object({ id: z.string().uuid(), featured: z.boolean() });

export const SetReviewInput = z.object({
  id: z.string().uuid(),
  /** Review-by date (UK calendar day); '' clears it. */
  reviewBy: optionalCalendarDate('Enter a valid review date'),
  /** The user who reviews it; null keeps the uploader. */
  ownerId: z.string().min(1).max(100).nullable(),
});

/**
 * Edit details. Title, category, type, description and tags are always sent;
 * owner, review-by date and required-reading roles only by a publisher
 * (left out, they stay as they are).
 */
export const UpdateDocumentInput = z.object({
  id: z.string().uuid(),
  ...detailFields,
  ownerId: ownerField.min(1, 'Choose an active user as owner.').optional(),
  reviewBy: reviewByField.optional(),
  requiredReadingRoles: z.array(z.enum(ROLES)).max(ROLES.length).optional(),
});
export type UpdateDocumentFields = z.input<typeof UpdateDocumentInput>;

export const SetRequiredReadingInput = z.object({
  id: z.string().uuid(),
  /** Roles whose members must acknowledge the current major version; [] asks no one. */
  roles: z.array(z.enum(ROLES)).max(ROLES.length),
});

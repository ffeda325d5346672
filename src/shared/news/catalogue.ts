/** News & Updates enumerations (spec 02 section 5) and limits. */
export const POST_CATEGORIES = [
  'announcement',
  'feature',
  'maintenance',
  'policy',
  'integration',
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const POST_CATEGORY_LABELS: Record<PostCategory, string> = {
  announcement: 'Announcement',
  feature: 'Feature',
  maintenance: 'Maintenance',
  policy: 'Policy',
  integration: 'Integration',
};

export const POST_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type PostPriority = (typeof POST_PRIORITIES)[number];
export const POST_PRIORITY_LABELS: Record<PostPriority, string> = {
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

/** Spec 02 section 5 form defaults. */
export const POST_DEFAULTS = { category: 'announcement', priority: 'normal' } as const;

export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 50_000;
export const POST_TAG_MAX = 40;
export const POST_TAGS_MAX = 10;
export const COMMENT_MAX = 2_000;
export const POSTS_PAGE_SIZE = 10;

/** Who a post's state is: a draft has no publication time; scheduled is in the future. */
export type PostState = 'draft' | 'scheduled' | 'published';

export function postStateOf(publishedAt: string | null, now = new Date()): PostState {
  if (publishedAt === null) return 'draft';
  return Date.parse(publishedAt) > now.getTime() ? 'scheduled' : 'published';
}

/** Only a policy or an urgent post may ask for acknowledgement (issue 12 point 10). */
export const mayRequireReading = (post: { category: PostCategory; priority: PostPriority }) =>
  post.category === 'policy' || post.priority === 'urgent';

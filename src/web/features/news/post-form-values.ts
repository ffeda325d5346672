import { POST_DEFAULTS } from '@/shared/news/catalogue';
import { formatDateTime } from '@/shared/format';
import type { PostDetail } from './types';

export const PUBLICATION_OPTIONS = [
  { value: 'now', label: 'Publish now' },
  { value: 'schedule', label: 'Schedule' },
  { value: 'draft', label: 'Save as draft' },
] as const;

export const ROLE_LABELS = {
  ADMIN: 'Admin',
  COORDINATOR: 'Coordinator',
  INSPECTOR: 'Inspector',
} as const;

export const EMPTY = {
  title: '',
  content: '',
  tags: '',
  ...POST_DEFAULTS,
  pinned: false,
  pinnedUntil: '',
  publication: 'now' as const,
  scheduledFor: null,
  requiredReadingRoles: [],
};

/** A datetime-local value ('2026-11-25T09:30', the browser's time) as an ISO instant, or null. */
export function toInstant(local: string): string | null {
  if (!local) return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An ISO instant as a datetime-local value in the browser's time. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function valuesOf(post: PostDetail) {
  return {
    title: post.title,
    content: post.content ?? '',
    tags: post.tags.join(', '),
    category: post.category,
    priority: post.priority,
    pinned: post.pinned,
    pinnedUntil: post.pinnedUntil ?? '',
    publication:
      post.state === 'draft'
        ? ('draft' as const)
        : post.state === 'scheduled'
          ? ('schedule' as const)
          : ('now' as const),
    scheduledFor: post.state === 'scheduled' ? post.publishedAt : null,
    requiredReadingRoles: post.requiredReadingRoles,
  };
}

export function successText(title: string, publication: string, publishedAt: string | null) {
  if (publication === 'draft') return `Draft "${title}" saved.`;
  if (publication === 'schedule')
    return `News post "${title}" scheduled for ${formatDateTime(publishedAt)}.`;
  return `News post "${title}" published successfully!`;
}

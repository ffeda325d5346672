import { Eye, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '@/shared/format';
import { buildNewsPostPath } from '@/web/app/paths';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { CategoryBadge, PinnedMark, PriorityMark } from './post-badges';
import { BookmarkButton, LikeButton, ShareButton } from './post-actions';
import type { PostCard as PostCardData } from './types';

const STATE_TEXT = { draft: 'Draft', scheduled: 'Scheduled', published: null } as const;

/** A published post's reactions and 'Read More'; a draft or scheduled post's 'Open to edit'. */
function PostCardFooter({ post, path }: { post: PostCardData; path: string }) {
  if (post.state !== 'published') {
    return (
      <div className="border-t border-slate-100 pt-3">
        <Link to={path} className="text-sm font-medium text-emerald-800 underline">
          Open to edit
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-slate-100 pt-3">
      <LikeButton post={post} liked={post.liked} count={post.likeCount} />
      <Link
        to={`${path}#comments`}
        className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
        aria-label={`Comment on "${post.title}" (${post.commentCount} ${post.commentCount === 1 ? 'comment' : 'comments'})`}
      >
        <MessageSquare aria-hidden="true" className="h-4 w-4" />
        Comment <span className="tabular-nums">{post.commentCount}</span>
      </Link>
      <BookmarkButton post={post} bookmarked={post.bookmarked} />
      <ShareButton post={post} />
      <Link
        to={path}
        className="ml-auto text-sm font-medium text-emerald-800 underline"
        aria-label={`Read more: ${post.title}`}
      >
        Read More
      </Link>
    </div>
  );
}

/** One post in the list: what it is, who wrote it when, its figures and the reader's actions. */
export function PostCard({ post, onTag }: { post: PostCardData; onTag: (tag: string) => void }) {
  const path = buildNewsPostPath(post.id);
  const stateText = STATE_TEXT[post.state];
  return (
    <Card className="p-4 sm:p-5" aria-labelledby={`post-${post.id}-title`}>
      <article className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          {post.pinnedNow && <PinnedMark />}
          <PriorityMark priority={post.priority} />
          <CategoryBadge category={post.category} />
          {stateText && <Badge tone="neutral">{stateText}</Badge>}
          {post.requiresReading && !post.acknowledged && (
            <Badge className="bg-amber-100 text-amber-900">Please acknowledge</Badge>
          )}
        </div>
        <h3
          id={`post-${post.id}-title`}
          className="text-lg font-semibold break-words text-slate-900"
        >
          <Link to={path} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {post.authorName ?? 'Former user'} ·{' '}
          {post.state === 'draft'
            ? `Draft, last edited ${formatLongDate(post.updatedAt)}`
            : post.state === 'scheduled'
              ? `Publishes ${formatLongDate(post.publishedAt)}`
              : formatLongDate(post.publishedAt)}{' '}
          ·{' '}
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="h-4 w-4" />
            {post.viewCount} {post.viewCount === 1 ? 'view' : 'views'}
          </span>
        </p>
        <p className="break-words text-slate-800">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onTag(tag)}
                  className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-700"
                  aria-label={`Show posts tagged ${tag}`}
                >
                  #{tag}
                </button>
              </li>
            ))}
          </ul>
        )}
        <PostCardFooter post={post} path={path} />
      </article>
    </Card>
  );
}

import { ArrowLeft, Eye, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime, formatLongDate } from '@/shared/format';
import { PATHS } from '@/web/app/paths';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { describeError } from '@/web/lib/describe-error';
import { useDeletePost } from './api/use-post-changes';
import { useRecordPostView } from './api/use-post-reactions';
import { useNewsPost } from './api/use-news-queries';
import { CategoryBadge, PinnedMark, PriorityMark } from './post-badges';
import { BookmarkButton, LikeButton, ShareButton } from './post-actions';
import { PostComments } from './post-comments';
import { PostFormDialog } from './post-form-dialog';
import { AcknowledgeBox, ReadersReport } from './reading-panel';
import type { PostDetail } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The content is HTML the server sanitised; these classes give it the page's type.
const CONTENT_CLASSES =
  'space-y-3 break-words text-slate-800 [&_a]:text-emerald-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-6';

/** Counts this reader's view once (the server ignores repeats). */
function useRecordView(id: string, isPublished: boolean) {
  const { mutate } = useRecordPostView();
  useEffect(() => {
    if (isPublished) mutate({ id });
  }, [id, isPublished, mutate]);
}

/** Pinned, priority, category, and for a draft or scheduled post its state. */
function PostBadges({ post: p }: { post: PostDetail }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {p.pinnedNow && <PinnedMark />}
      <PriorityMark priority={p.priority} />
      <CategoryBadge category={p.category} />
      {p.state !== 'published' && (
        <Badge>
          {p.state === 'draft' ? 'Draft' : `Scheduled for ${formatDateTime(p.publishedAt)}`}
        </Badge>
      )}
    </div>
  );
}

/** Like, save and share on a published post; Edit and Delete for those who may. */
function PostActions({ post: p, onDelete }: { post: PostDetail; onDelete: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-slate-100 pt-3">
      {p.state === 'published' && (
        <>
          <LikeButton post={p} liked={p.liked} count={p.likeCount} />
          <BookmarkButton post={p} bookmarked={p.bookmarked} />
          <ShareButton post={p} />
        </>
      )}
      {p.mayEdit && (
        <div className="ml-auto flex gap-2">
          <PostFormDialog
            post={p}
            trigger={
              <Button variant="secondary" size="sm">
                <Pencil aria-hidden="true" className="h-4 w-4" />
                Edit
              </Button>
            }
          />
          <Button variant="danger" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </Button>
        </div>
      )}
    </div>
  );
}

/** The post itself: badges, title, byline, content, tags and actions. */
function PostArticle({ post: p, onDelete }: { post: PostDetail; onDelete: () => void }) {
  return (
    <article className="space-y-4">
      <PostBadges post={p} />
      <h1 className="text-2xl font-semibold break-words text-slate-900">{p.title}</h1>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
        <span>{p.authorName ?? 'Former user'}</span>
        <span>· {p.state === 'draft' ? 'Not published' : formatLongDate(p.publishedAt)}</span>
        <span className="inline-flex items-center gap-1">
          · <Eye aria-hidden="true" className="h-4 w-4" />
          <span data-testid="post-views">
            {p.viewCount} {p.viewCount === 1 ? 'view' : 'views'}
          </span>
        </span>
      </p>
      {/* Sanitised on the server (render-content.ts): only formatting tags and safe links. */}
      <div className={CONTENT_CLASSES} dangerouslySetInnerHTML={{ __html: p.contentHtml }} />
      {p.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {p.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={`${PATHS.newsUpdates}?tag=${encodeURIComponent(tag)}`}
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800 hover:bg-slate-200"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PostActions post={p} onDelete={onDelete} />
    </article>
  );
}

/** /news-updates/:id: the whole post, its reactions and comments; edit and delete for publishers. */
export function PostPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const isValidId = UUID.test(id);
  const post = useNewsPost(id, isValidId);
  const [isDeleting, setIsDeleting] = useState(false);
  useRecordView(id, post.data?.state === 'published');
  const remove = useDeletePost({ onDeleted: () => navigate(PATHS.newsUpdates) });
  const back = (
    <Link
      to={PATHS.newsUpdates}
      className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to News &amp; Updates
    </Link>
  );
  if (!isValidId || describeError(post.error).isNotFound) {
    return (
      <div className="mx-auto max-w-4xl space-y-4">
        {back}
        <EmptyState title="Post not found" hint="It may have been deleted, or the link is wrong." />
      </div>
    );
  }
  if (post.isPending) return <TableSkeleton label="Loading the post" />;
  if (post.isError) {
    return (
      <ErrorState
        title="Could not load the post"
        message={describeError(post.error).message}
        onRetry={() => void post.refetch()}
      />
    );
  }
  const p = post.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {back}
      <AcknowledgeBox post={p} />
      <Card className="space-y-4 p-4 sm:p-6">
        <PostArticle post={p} onDelete={() => setIsDeleting(true)} />
      </Card>
      {p.readers && <ReadersReport readers={p.readers} />}
      {p.state === 'published' && <PostComments post={p} />}
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title="Delete this post?"
        description={`"${p.title}" and its comments, likes and acknowledgements are removed for everyone. The audit log keeps a record.`}
        confirmLabel="Delete Post"
        onConfirm={() => remove.mutate({ id: p.id })}
        isPending={remove.isPending}
        closesOnConfirm={false}
        error={remove.error ? describeError(remove.error).message : undefined}
      />
    </div>
  );
}

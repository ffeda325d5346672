import { Bookmark, Heart, Share2 } from 'lucide-react';
import { buildNewsPostPath } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';
import { useBookmarkPost, useLikePost } from './api/use-post-reactions';

type PostRef = { id: string; title: string };

/** Like, once per user; pressing again takes it back. */
export function LikeButton({
  post,
  liked,
  count,
}: {
  post: PostRef;
  liked: boolean;
  count: number;
}) {
  const like = useLikePost();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={liked}
      aria-label={`${liked ? 'Unlike' : 'Like'} "${post.title}" (${count} ${count === 1 ? 'like' : 'likes'})`}
      disabled={like.isPending}
      onClick={() => like.mutate({ postId: post.id, on: !liked })}
    >
      <Heart aria-hidden="true" className={cn('h-4 w-4', liked && 'fill-red-600 text-red-600')} />
      Like <span className="tabular-nums">{count}</span>
    </Button>
  );
}

/** Save for later: the 'Saved' filter lists these. */
export function BookmarkButton({ post, bookmarked }: { post: PostRef; bookmarked: boolean }) {
  const bookmark = useBookmarkPost();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={bookmarked}
      aria-label={`${bookmarked ? 'Remove bookmark from' : 'Bookmark'} "${post.title}"`}
      disabled={bookmark.isPending}
      onClick={() => bookmark.mutate({ postId: post.id, on: !bookmarked })}
    >
      <Bookmark
        aria-hidden="true"
        className={cn('h-4 w-4', bookmarked && 'fill-emerald-700 text-emerald-700')}
      />
      <span className="sr-only sm:not-sr-only">{bookmarked ? 'Saved' : 'Save'}</span>
    </Button>
  );
}

/** Copies the post's address for sharing with a colleague (who must sign in to read it). */
export function ShareButton({ post }: { post: PostRef }) {
  const share = async () => {
    const url = `${window.location.origin}${buildNewsPostPath(post.id)}`;
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess('Link copied to the clipboard', { duration: 2000 });
    } catch {
      notifyProblem(`Could not copy the link. Copy it yourself: ${url}`, { duration: 3000 });
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Share "${post.title}" (copy its link)`}
      onClick={() => void share()}
    >
      <Share2 aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only sm:not-sr-only">Share</span>
    </Button>
  );
}

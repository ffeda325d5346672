import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bookmark, Heart, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { buildNewsPostPath } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { describeError } from '@/web/lib/describe-error';
import { useTRPC } from '@/web/lib/trpc';

type PostRef = { id: string; title: string };

/** After a reaction every news query (list, overview, post) shows the new figures. */
function useNewsRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.news.pathKey() });
}

const onError = (error: unknown) => toast.error(describeError(error).message, { duration: 3000 });

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
  const trpc = useTRPC();
  const refresh = useNewsRefresh();
  const like = useMutation(trpc.news.like.mutationOptions({ onSuccess: refresh, onError }));
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
  const trpc = useTRPC();
  const refresh = useNewsRefresh();
  const bookmark = useMutation(
    trpc.news.bookmark.mutationOptions({
      onSuccess: async (result) => {
        toast.success(result.on ? 'Saved to your bookmarks' : 'Removed from your bookmarks', {
          duration: 2000,
        });
        await refresh();
      },
      onError,
    }),
  );
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
      toast.success('Link copied to the clipboard', { duration: 2000 });
    } catch {
      toast.error(`Could not copy the link. Copy it yourself: ${url}`, { duration: 3000 });
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

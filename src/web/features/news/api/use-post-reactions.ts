import { useMutation } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { onNewsError, useNewsRefresh } from './use-news-refresh';

/** Like or take the like back. */
export function useLikePost() {
  const trpc = useTRPC();
  const refresh = useNewsRefresh();
  return useMutation(trpc.news.like.mutationOptions({ onSuccess: refresh, onError: onNewsError }));
}

/** Bookmark or take the bookmark off. */
export function useBookmarkPost() {
  const trpc = useTRPC();
  const refresh = useNewsRefresh();
  return useMutation(
    trpc.news.bookmark.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(result.on ? 'Saved to your bookmarks' : 'Removed from your bookmarks', {
          duration: 2000,
        });
        await refresh();
      },
      onError: onNewsError,
    }),
  );
}

/** 'I have read and understood this'. */
export function useAcknowledgePost() {
  const trpc = useTRPC();
  const refresh = useNewsRefresh();
  return useMutation(
    trpc.news.acknowledge.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Thank you. Your acknowledgement is recorded.', { duration: 3000 });
        await refresh();
      },
      onError: onNewsError,
    }),
  );
}

/** Counts a view; only a counted one changes the figures. */
export function useRecordPostView() {
  const trpc = useTRPC();
  const refresh = useNewsRefresh();
  return useMutation(
    trpc.news.recordView.mutationOptions({
      onSuccess: (result) => {
        if (result.counted) void refresh();
      },
    }),
  );
}

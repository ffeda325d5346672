import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST_CATEGORY_LABELS } from '@/shared/news/catalogue';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { onNewsError, useNewsRefresh } from './use-news-refresh';

type SavedPost = { title: string; publishedAt: string | null };

/**
 * Create and update; the form words the success toast (it knows whether it saved a draft,
 * scheduled or published) and shows a refusal itself.
 */
export function useSavePost({ onSaved }: { onSaved: (saved: SavedPost) => void }) {
  const trpc = useTRPC();
  const refresh = useNewsRefresh();
  const onSuccess = async (saved: SavedPost) => {
    onSaved(saved);
    await refresh();
  };
  const create = useMutation(trpc.news.create.mutationOptions({ onSuccess }));
  const update = useMutation(trpc.news.update.mutationOptions({ onSuccess }));
  return { create, update };
}

/** Deletes a post; the caller leaves its page before the lists refresh. */
export function useDeletePost({ onDeleted }: { onDeleted: () => void | Promise<void> }) {
  const trpc = useTRPC();
  const refresh = useNewsRefresh();
  return useMutation(
    trpc.news.delete.mutationOptions({
      onSuccess: async (deleted) => {
        notifySuccess(`News post "${deleted.title}" deleted.`, { duration: 3000 });
        await onDeleted();
        await refresh();
      },
    }),
  );
}

/** Adds and deletes comments; a refusal is shown beside the thread. */
export function useCommentActions({
  onAdded,
  onDeleted,
}: {
  onAdded: () => void;
  onDeleted: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useNewsRefresh();
  const add = useMutation(
    trpc.news.comment.mutationOptions({
      onSuccess: async () => {
        onAdded();
        notifySuccess('Comment added', { duration: 3000 });
        await refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.news.deleteComment.mutationOptions({
      onSuccess: async () => {
        onDeleted();
        notifySuccess('Comment deleted', { duration: 3000 });
        await refresh();
      },
    }),
  );
  return { add, remove };
}

/** Saves the categories the user follows. */
export function useSaveNewsSubscription({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.news.subscription.save.mutationOptions({
      onSuccess: async (saved) => {
        notifySuccess(
          saved.categories.length === 0
            ? 'You are no longer subscribed to news.'
            : `Subscribed to ${saved.categories.map((c) => POST_CATEGORY_LABELS[c]).join(', ')}.`,
          { duration: 3000 },
        );
        onSaved();
        await queryClient.invalidateQueries({ queryKey: trpc.news.subscription.pathKey() });
      },
    }),
  );
}

/** Makes and revokes the private feed address; the address itself is shown once, by the caller. */
export function useFeedAddressActions({
  onCreated,
  onRevoked,
}: {
  onCreated: (url: string) => void;
  onRevoked: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.news.feed.pathKey() });
  const create = useMutation(
    trpc.news.feed.create.mutationOptions({
      onSuccess: async (result) => {
        onCreated(result.url);
        await refresh();
      },
      onError: onNewsError,
    }),
  );
  const revoke = useMutation(
    trpc.news.feed.revoke.mutationOptions({
      onSuccess: async () => {
        onRevoked();
        notifySuccess('Feed address revoked. Feed readers using it will stop updating.', {
          duration: 3000,
        });
        await refresh();
      },
      onError: onNewsError,
    }),
  );
  return { create, revoke };
}

import { useMutation } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { useRefreshImprovements } from './use-refresh-improvements';

const SHOWN_MS = { duration: 3000 };

/** Adding a comment; its failure shows under the box, not as a toast. */
export function useAddComment({ onAdded }: { onAdded: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.comments.add.mutationOptions({
      onSuccess: async () => {
        onAdded();
        notifySuccess('Comment added', SHOWN_MS);
        await refresh();
      },
    }),
  );
}

/** Deleting a comment; its failure shows under the thread, not as a toast. */
export function useDeleteComment() {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.comments.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Comment deleted', SHOWN_MS);
        await refresh();
      },
    }),
  );
}

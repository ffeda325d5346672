import { useMutation } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { useRefreshImprovements } from './use-refresh-improvements';

const SHOWN_MS = { duration: 3000 };

/** Adding and deleting comments; failures show in the thread, not as toasts. */
export function useCommentActions({ onAdded }: { onAdded: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  const add = useMutation(
    trpc.improvements.comments.add.mutationOptions({
      onSuccess: async () => {
        onAdded();
        notifySuccess('Comment added', SHOWN_MS);
        await refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.improvements.comments.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Comment deleted', SHOWN_MS);
        await refresh();
      },
    }),
  );
  return { add, remove };
}

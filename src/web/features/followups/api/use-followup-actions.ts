import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Refreshes the list, the stats and the home page's badges. */
export function useRefreshFollowups() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.followups.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.home.pathKey() }),
    ]);
}

/** The follow-up mutations, each refreshing the list, stats and home badges afterwards. */
export function useFollowupActions() {
  const trpc = useTRPC();
  const refresh = useRefreshFollowups();
  const onError = notifyError;
  return {
    refresh,
    complete: useMutation(
      trpc.followups.complete.mutationOptions({
        onSuccess: async () => {
          notifySuccess('Follow-up completed');
          await refresh();
        },
        onError,
      }),
    ),
    completeMany: useMutation(
      trpc.followups.completeMany.mutationOptions({
        onSuccess: async ({ completed, skipped }) => {
          notifySuccess(
            `${completed === 1 ? '1 follow-up' : `${completed} follow-ups`} completed` +
              (skipped > 0 ? `; ${skipped} already completed were skipped` : ''),
          );
          await refresh();
        },
        onError,
      }),
    ),
    reassign: useMutation(
      trpc.followups.reassign.mutationOptions({
        onSuccess: async ({ reassigned, skipped, assigneeName }) => {
          notifySuccess(
            `${reassigned === 1 ? '1 follow-up' : `${reassigned} follow-ups`} reassigned to ${assigneeName}` +
              (skipped > 0 ? `; ${skipped} skipped (completed or already theirs)` : ''),
          );
          await refresh();
        },
        onError,
      }),
    ),
    updateProgress: useMutation(
      trpc.followups.updateProgress.mutationOptions({
        onSuccess: async ({ progress }) => {
          notifySuccess(`Progress set to ${progress}%`);
          await refresh();
        },
        onError,
      }),
    ),
  };
}

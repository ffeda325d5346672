import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTRPC } from '@/web/lib/trpc';
import { describeError } from '@/web/lib/describe-error';

/** The follow-up mutations, each refreshing the list, stats and home badges afterwards. */
export function useFollowupActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.followups.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.home.pathKey() }),
    ]);
  const onError = (error: unknown) => toast.error(describeError(error).message);
  return {
    refresh,
    complete: useMutation(
      trpc.followups.complete.mutationOptions({
        onSuccess: async () => {
          toast.success('Follow-up completed');
          await refresh();
        },
        onError,
      }),
    ),
    completeMany: useMutation(
      trpc.followups.completeMany.mutationOptions({
        onSuccess: async ({ completed, skipped }) => {
          toast.success(
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
          toast.success(
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
          toast.success(`Progress set to ${progress}%`);
          await refresh();
        },
        onError,
      }),
    ),
  };
}

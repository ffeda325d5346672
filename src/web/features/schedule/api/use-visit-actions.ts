import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTRPC } from '@/web/lib/trpc';
import { describeError } from '@/web/lib/describe-error';

/** Cancel and complete, with the schedule's queries refreshed afterwards. */
export function useVisitActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.schedule.pathKey() });
  const cancel = useMutation(
    trpc.schedule.cancel.mutationOptions({
      onSuccess: async () => {
        toast.success('Visit cancelled');
        await refresh();
      },
      onError: (error) => toast.error(describeError(error).message),
    }),
  );
  const complete = useMutation(
    trpc.schedule.complete.mutationOptions({
      onSuccess: async () => {
        toast.success('Visit marked completed');
        await refresh();
      },
      onError: (error) => toast.error(describeError(error).message),
    }),
  );
  return { cancel, complete };
}

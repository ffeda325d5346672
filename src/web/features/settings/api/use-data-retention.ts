import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Each record type's retention period and when retention last ran. */
export function useDataRetention() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.dataRetention.get.queryOptions());
}

/** Saves the periods; the saved set replaces the cached one, then `onSaved` drops the edits. */
export function useSaveDataRetention({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.settings.dataRetention.save.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.settings.dataRetention.get.queryKey(), data);
        onSaved();
        notifySuccess('Retention periods saved');
      },
      onError: notifyError,
    }),
  );
}

/** Applies retention at once; `onDone` closes the confirmation whether it worked or not. */
export function useRunRetentionNow({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.settings.dataRetention.runNow.mutationOptions({
      onSuccess: async ({ results }) => {
        onDone();
        const total = results.reduce((sum, r) => sum + r.count, 0);
        notifySuccess(`Retention applied: ${total} record${total === 1 ? '' : 's'} cleared`);
        await queryClient.invalidateQueries({ queryKey: trpc.settings.dataRetention.pathKey() });
      },
      onError: (error) => {
        onDone();
        notifyError(error);
      },
    }),
  );
}

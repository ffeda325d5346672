import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** The signed-in user's own dashboard widget choices. */
export function useWidgetSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.widgets.get.queryOptions());
}

/** Saves the choices; the saved set replaces the cached one, so the switches show it at once. */
export function useSaveWidgetSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.settings.widgets.save.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.settings.widgets.get.queryKey(), data);
        notifySuccess('Dashboard widgets saved');
      },
      onError: notifyError,
    }),
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Which events notify people in the portal, tenant-wide. */
export function useNotificationRules() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.notificationRules.get.queryOptions());
}

/** Saves the rules; the saved list replaces the cached one, so the switches show it at once. */
export function useSaveNotificationRules() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.settings.notificationRules.save.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.settings.notificationRules.get.queryKey(), data);
        notifySuccess('Notification rules saved');
      },
      onError: notifyError,
    }),
  );
}

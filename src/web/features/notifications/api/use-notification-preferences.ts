import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Where each kind of notification goes for the signed-in user. */
export function useNotificationPreferences() {
  const trpc = useTRPC();
  return useQuery(trpc.notifications.preferences.queryOptions());
}

/** Saves the choices; the saved list replaces the cached one, so reopening shows it at once. */
export function useSaveNotificationPreferences({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.notifications.savePreferences.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.notifications.preferences.queryKey(), saved);
        notifySuccess('Alert preferences saved');
        onSaved();
      },
      onError: notifyError,
    }),
  );
}

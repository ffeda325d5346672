import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** Notification mutations; each refreshes the list and the unread badge when it settles. */
export function useNotificationActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = () =>
    queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });

  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({ onSettled: invalidate }),
  );
  const markAllRead = useMutation(
    trpc.notifications.markAllRead.mutationOptions({ onSettled: invalidate }),
  );
  const clear = useMutation(trpc.notifications.clear.mutationOptions({ onSettled: invalidate }));

  return { markRead, markAllRead, clear };
}

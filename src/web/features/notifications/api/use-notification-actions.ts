import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Refreshes every notification query (lists, counts, the bell's badge). */
function useInvalidateNotifications() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
}

/**
 * Notification mutations; each refreshes the lists and the unread badge when it settles. Marking
 * one read fails quietly (the bell must not strand a user on a failed mark); the others say why.
 */
export function useNotificationActions() {
  const trpc = useTRPC();
  const invalidate = useInvalidateNotifications();
  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({ onSettled: invalidate }),
  );
  const markAllRead = useMutation(
    trpc.notifications.markAllRead.mutationOptions({ onSettled: invalidate, onError: notifyError }),
  );
  const clear = useMutation(
    trpc.notifications.clear.mutationOptions({
      onSettled: invalidate,
      onSuccess: () => notifySuccess('Notification deleted'),
      onError: notifyError,
    }),
  );
  return { markRead, markAllRead, clear };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** The portal user's name, e-mail, installer and reminder choice (portal.account.get). */
export function usePortalAccount() {
  const trpc = useTRPC();
  return useQuery(trpc.portal.account.get.queryOptions(undefined, { staleTime: 60_000 }));
}

/** Mutes or unmutes the deadline reminders; the saved value replaces the cached one. */
export function useSetMuteReminders() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.portal.account.setMuteReminders.mutationOptions({
      onSuccess: ({ muteReminders }) => {
        queryClient.setQueryData(trpc.portal.account.get.queryKey(), (old) =>
          old ? { ...old, muteReminders } : old,
        );
        notifySuccess(muteReminders ? 'Deadline reminders muted' : 'Deadline reminders on');
      },
      onError: notifyError,
    }),
  );
}

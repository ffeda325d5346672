import { useMutation, useQuery } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { useRefreshContacts } from './use-refresh-contacts';

/** The call log, newest contact first. */
export function useCalls(installerId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.installerContacts.calls.list.queryOptions({ installerId }));
}

/** Logs a call; the form shows a refusal itself (mutation.error). */
export function useLogCall({ onLogged }: { onLogged: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshContacts();
  return useMutation(
    trpc.installerContacts.calls.create.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Call logged');
        onLogged();
        await refresh();
      },
    }),
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TERMINATED_MESSAGE } from '@/shared/sessions/index';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

// Sessions end elsewhere (other devices, timeouts); a periodic refresh keeps the list honest.
const REFRESH_MS = 30_000;

/** The live sessions with their stat cards, refreshed every 30 seconds. */
export function useSessionList() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.sessions.list.queryOptions(), refetchInterval: REFRESH_MS });
}

/** Ends one session; the list refreshes whether or not it worked. */
export function useTerminateSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.sessions.terminate.mutationOptions({
      onSuccess: () => notifySuccess(TERMINATED_MESSAGE),
      // The server's own words as they are (the panel has always shown them unchanged).
      onError: (error) => notifyProblem(error.message),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.sessions.list.queryKey() }),
    }),
  );
}

/** The tenant's session limits. */
export function useSessionSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.sessions.getSettings.queryOptions());
}

/** Saves the limits; every sessions query refreshes, since the Max Allowed card reads them. */
export function useSaveSessionSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.sessions.saveSettings.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.sessions.pathKey() });
        notifySuccess('Session settings saved');
      },
    }),
  );
}

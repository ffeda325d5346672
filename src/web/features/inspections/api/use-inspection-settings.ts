import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** The tenant's completion rule (decision 012): does Passed or Failed need a signature? */
export function useCompletionRule() {
  const trpc = useTRPC();
  return useQuery(trpc.settings.inspectionCompletion.get.queryOptions());
}

/** Saves the completion rule; the status moves it governs refresh with it. */
export function useSaveCompletionRule() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.settings.inspectionCompletion.save.mutationOptions({
      onSuccess: async (saved) => {
        notifySuccess(
          saved.requireSignature
            ? "Completing an inspection now needs the inspector's signature"
            : "Completing an inspection no longer needs the inspector's signature",
        );
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.settings.inspectionCompletion.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.checklists.statusMoves.pathKey() }),
        ]);
      },
      onError: notifyError,
    }),
  );
}

/** Records made before the outcome rules that break them. */
export function useOutcomeBreaches() {
  const trpc = useTRPC();
  return useQuery(trpc.checklists.outcomeBreaches.queryOptions());
}

/** The statuses this inspection may move to, as the server decides from its checklist. */
export function useStatusMoves(inspectionId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.checklists.statusMoves.queryOptions({ inspectionId }));
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Marks one flag of a photo explained; the dialog shows a refusal itself. */
export function useExplainFlag({ onExplained }: { onExplained: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.evidence.explainFlag.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Flag marked as explained');
        onExplained();
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.evidence.list.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.evidence.installerFlagCounts.pathKey() }),
        ]);
      },
    }),
  );
}

/** The tenant's photo checks (how far from the site a photo may be). */
export function useEvidenceChecks() {
  const trpc = useTRPC();
  return useQuery(trpc.evidence.checks.queryOptions());
}

export function useSaveEvidenceChecks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.evidence.saveChecks.mutationOptions({
      onSuccess: async (saved) => {
        notifySuccess(
          `Photos more than ${saved.maxDistanceMetres} m from the site are now flagged`,
        );
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.evidence.checks.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.evidence.list.pathKey() }),
        ]);
      },
      onError: notifyError,
    }),
  );
}

/** How many properties have imported coordinates (administrators). */
export function usePropertyCoordinates(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.evidence.propertyCoordinates.queryOptions(), enabled });
}

/** One batch of coordinates; the card sends the file's batches one after another. */
export function useImportPropertyCoordinates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.evidence.importPropertyCoordinates.mutationOptions({
      onSettled: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.evidence.propertyCoordinates.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.evidence.list.pathKey() }),
        ]);
      },
    }),
  );
}

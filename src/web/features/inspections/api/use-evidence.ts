import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** The inspection's evidence files (withdrawn ones included) and whether the user may withdraw. */
export function useEvidenceList(inspectionId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.evidence.list.queryOptions({ inspectionId }));
}

/** The inspection's checklist items, to group its evidence by. */
export function useInspectionChecklist(inspectionId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.checklists.forInspection.queryOptions({ inspectionId }));
}

/** A stored file is listed, and its item becomes Provided with one more file on the checklist. */
export function useRefreshStoredEvidence(inspectionId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({
      queryKey: trpc.evidence.list.queryKey({ inspectionId }),
    });
    void queryClient.invalidateQueries({
      queryKey: trpc.checklists.forInspection.queryKey({ inspectionId }),
    });
  }, [queryClient, trpc, inspectionId]);
}

/** Withdraws one file with a reason; the dialog shows a refusal itself. */
export function useWithdrawEvidence({ onWithdrawn }: { onWithdrawn: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.evidence.withdraw.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Evidence withdrawn');
        onWithdrawn();
        // The item's file count on the checklist drops too.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.evidence.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.checklists.forInspection.pathKey() }),
        ]);
      },
    }),
  );
}

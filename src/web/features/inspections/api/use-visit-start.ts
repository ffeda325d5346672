import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** The inspection's visit start (null before it is recorded) and whether the user may record it. */
export function useVisitStart(inspectionId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.inspectionVisit.get.queryOptions({ inspectionId }));
}

/** Records the visit start; the photo flags compare with it, so the evidence list refreshes. */
export function useStartVisit(inspectionId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.inspectionVisit.start.mutationOptions({
      onSuccess: async (visit) => {
        notifySuccess(
          visit.positionStatus === 'recorded'
            ? 'Visit start recorded with your position'
            : 'Visit start recorded without a position',
        );
        await Promise.all([
          queryClient.invalidateQueries({
            queryKey: trpc.inspectionVisit.get.queryKey({ inspectionId }),
          }),
          queryClient.invalidateQueries({
            queryKey: trpc.evidence.list.queryKey({ inspectionId }),
          }),
        ]);
      },
    }),
  );
}

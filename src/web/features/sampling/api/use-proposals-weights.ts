import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Each measure category's weight in the proposals' draw. */
export function useCategoryWeights() {
  const trpc = useTRPC();
  return useQuery(trpc.sampling.proposals.categoryWeights.queryOptions());
}

/** Sets a category's weight; the weights and the proposals drawn with them refresh. */
export function useSetCategoryWeight() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.sampling.proposals.setCategoryWeight.mutationOptions({
      onSuccess: async ({ measureCategory, weight }) => {
        notifySuccess(`${measureCategory} now weighs ×${weight} in the draw`);
        await queryClient.invalidateQueries({ queryKey: trpc.sampling.proposals.pathKey() });
      },
      onError: notifyError,
    }),
  );
}

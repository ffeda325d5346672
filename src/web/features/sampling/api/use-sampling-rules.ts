import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Every version of the tenant's rules, oldest first. */
export function useRuleVersions() {
  const trpc = useTRPC();
  return useQuery(trpc.sampling.rules.list.queryOptions());
}

/** Today's quarter and the rules that judge it. */
export function useCurrentRules() {
  const trpc = useTRPC();
  return useQuery(trpc.sampling.rules.current.queryOptions({}));
}

/**
 * Saves a new version. The form shows the server's refusal beside its fields (so no error
 * toast here); success refreshes the rules and every plan, whose quotas may change.
 */
export function useCreateRuleVersion() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.sampling.rules.create.mutationOptions({
      onSuccess: async () => {
        notifySuccess('New sampling rules saved');
        await queryClient.invalidateQueries({ queryKey: trpc.sampling.pathKey() });
      },
    }),
  );
}

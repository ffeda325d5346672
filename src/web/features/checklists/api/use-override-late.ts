import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeError } from '@/web/lib/describe-error';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/**
 * A coordinator lets a late remediation be accepted (with a reason); the dialog shows a refusal
 * beside the reason. The item's clock shows the override, so every checklist query refreshes.
 */
export function useOverrideLateRemediation({
  onDone,
  onProblem,
}: {
  onDone: () => void;
  onProblem: (message: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.checklists.overrideLateRemediation.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(`The late remediation of ${result.itemId} may now be accepted`);
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.checklists.pathKey() });
      },
      onError: (failure) => onProblem(describeError(failure).message),
    }),
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/**
 * After a draw, an acceptance or a skip: the proposals and the plan move, and an acceptance adds
 * pending inspections (the queue, the installer's figures).
 */
function useRefreshAfterProposal() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.sampling.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.inspection.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.installers.pathKey() }),
    ]);
}

/** Draws the quarter's proposals, or re-draws them with a new seed. */
export function useDrawProposals() {
  const trpc = useTRPC();
  const refresh = useRefreshAfterProposal();
  return useMutation(
    trpc.sampling.proposals.draw.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(result.redrawn ? 'Proposals re-drawn with a new seed' : 'Proposals drawn');
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** Accepts proposals: each becomes a pending inspection of its measure. */
export function useAcceptProposals() {
  const trpc = useTRPC();
  const refresh = useRefreshAfterProposal();
  return useMutation(
    trpc.sampling.proposals.accept.mutationOptions({
      onSuccess: async ({ accepted }) => {
        const references = accepted.map((a) => a.reference).join(', ');
        notifySuccess(
          accepted.length === 1
            ? `Inspection ${references} added to the pending queue`
            : `${accepted.length} inspections added to the pending queue: ${references}`,
        );
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** Skips a proposed measure with a reason; the dialog shows a refusal itself. */
export function useSkipProposal({ onSkipped }: { onSkipped: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshAfterProposal();
  return useMutation(
    trpc.sampling.proposals.skip.mutationOptions({
      onSuccess: async ({ umr }) => {
        notifySuccess(`Measure ${umr} skipped`);
        onSkipped();
        await refresh();
      },
    }),
  );
}

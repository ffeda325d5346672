import { useMutation } from '@tanstack/react-query';
import { initiativeCreatedNotice } from '@/shared/improvements/catalogue';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { useRefreshImprovements } from './use-refresh-improvements';

const SHOWN_MS = { duration: 3000 };

/** A new suggestion; its failure shows in the form. */
export function useCreateSuggestion({ onCreated }: { onCreated: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.suggestions.create.mutationOptions({
      onSuccess: async (s) => {
        onCreated();
        notifySuccess(`Suggestion "${s.title}" submitted`, SHOWN_MS);
        await refresh();
      },
    }),
  );
}

/** Merging a suggestion into its original; a failure says why. */
export function useMergeSuggestion({ onMerged }: { onMerged: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.suggestions.merge.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Merged; its votes now count for the original', SHOWN_MS);
        onMerged();
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** Voting for a suggestion, or taking the vote back; a failure says why. */
export function useSuggestionVote() {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.suggestions.vote.mutationOptions({
      onSuccess: async (r) => {
        notifySuccess(r.voted ? 'Vote added' : 'Vote removed', SHOWN_MS);
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** A manager's new status for a suggestion (its voters hear of it); a failure says why. */
export function useSetSuggestionStatus() {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.suggestions.setStatus.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Status updated; voters were notified', SHOWN_MS);
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** Turning a suggestion into an initiative; a failure says why. */
export function useConvertSuggestion() {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.suggestions.convert.mutationOptions({
      onSuccess: async (i) => {
        notifySuccess(initiativeCreatedNotice(i.title), SHOWN_MS);
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

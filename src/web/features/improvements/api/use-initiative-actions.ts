import { useMutation } from '@tanstack/react-query';
import { initiativeCreatedNotice } from '@/shared/improvements/catalogue';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { useRefreshImprovements } from './use-refresh-improvements';

const SHOWN_MS = { duration: 3000 };

/** Voting for an initiative, or taking the vote back; a failure says why. */
export function useInitiativeVote() {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.initiatives.vote.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(result.voted ? 'Vote added' : 'Vote removed', SHOWN_MS);
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** A new initiative; its failure shows in the form. */
export function useCreateInitiative({ onCreated }: { onCreated: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.initiatives.create.mutationOptions({
      onSuccess: async (created) => {
        notifySuccess(initiativeCreatedNotice(created.title), SHOWN_MS);
        onCreated();
        await refresh();
      },
    }),
  );
}

/** Saves an initiative's changes; its failure shows in the form. */
export function useUpdateInitiative({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.initiatives.update.mutationOptions({
      onSuccess: async (saved) => {
        notifySuccess(`Initiative "${saved.title}" updated`, SHOWN_MS);
        onSaved();
        await refresh();
      },
    }),
  );
}

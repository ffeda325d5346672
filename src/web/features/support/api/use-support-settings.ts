import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

/** Refreshes the FAQ queries. */
function useRefreshFaq() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.support.faq.pathKey() });
}

/** Adds or saves a FAQ entry; a refusal is shown in the form. */
export function useSaveFaqEntry({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshFaq();
  const onSuccess = async (message: string) => {
    notifySuccess(message, { duration: 3000 });
    onSaved();
    await refresh();
  };
  const create = useMutation(
    trpc.support.faq.create.mutationOptions({ onSuccess: () => onSuccess('FAQ entry added') }),
  );
  const update = useMutation(
    trpc.support.faq.update.mutationOptions({ onSuccess: () => onSuccess('FAQ entry saved') }),
  );
  return { create, update };
}

/** Moves a FAQ entry up or down, and deletes one. */
export function useFaqEntryActions({ onDeleted }: { onDeleted: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshFaq();
  const move = useMutation(
    trpc.support.faq.move.mutationOptions({ onSuccess: refresh, onError: notifyError }),
  );
  const remove = useMutation(
    trpc.support.faq.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('FAQ entry deleted', { duration: 3000 });
        onDeleted();
        await refresh();
      },
    }),
  );
  return { move, remove };
}

/** Saves the contact details; the saved ones replace the cached ones at once. */
export function useSaveSupportContact({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.support.contact.save.mutationOptions({
      onSuccess: (saved) => {
        notifySuccess('Contact details saved', { duration: 3000 });
        queryClient.setQueryData(trpc.support.contact.get.queryKey(), saved);
        onSaved();
      },
    }),
  );
}

/** Saves the service levels; tickets' clocks follow the new targets. */
export function useSaveSupportSla({
  onSaved,
}: {
  onSaved: (saved: RouterOutputs['support']['sla']['save']) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.support.sla.save.mutationOptions({
      onSuccess: async (saved) => {
        notifySuccess('Service levels saved', { duration: 3000 });
        onSaved(saved);
        queryClient.setQueryData(trpc.support.sla.get.queryKey(), saved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.support.list.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.support.get.pathKey() }),
        ]);
      },
      onError: notifyError,
    }),
  );
}

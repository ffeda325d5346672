import { useMutation, useQuery } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { useRefreshContacts } from './use-refresh-contacts';

/** The installer's notes in the server's order (priority, then newest). */
export function useNotes(installerId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.installerContacts.notes.list.queryOptions({ installerId }));
}

/** Adds a note; the form shows a refusal itself (mutation.error). */
export function useCreateNote({ onCreated }: { onCreated: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshContacts();
  return useMutation(
    trpc.installerContacts.notes.create.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Note added');
        onCreated();
        await refresh();
      },
    }),
  );
}

/** Saves an edited note; the form shows a refusal itself (mutation.error). */
export function useUpdateNote({ onUpdated }: { onUpdated: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshContacts();
  return useMutation(
    trpc.installerContacts.notes.update.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Note updated');
        onUpdated();
        await refresh();
      },
    }),
  );
}

/** Ticks or unticks a note's Mark complete. */
export function useToggleNoteComplete() {
  const trpc = useTRPC();
  const refresh = useRefreshContacts();
  return useMutation(
    trpc.installerContacts.notes.toggleComplete.mutationOptions({
      onSuccess: refresh,
      onError: notifyError,
    }),
  );
}

/** Deletes a note. */
export function useDeleteNote({ onDeleted }: { onDeleted: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshContacts();
  return useMutation(
    trpc.installerContacts.notes.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Note deleted');
        onDeleted();
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

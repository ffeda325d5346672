import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

type Installer = RouterOutputs['installers']['get'];

/** Refreshes every installer query (list, stats, profiles). */
function useInvalidateInstallers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.installers.pathKey() });
}

/**
 * Adds an installer. The dialog shows a refusal itself (mutation.error), so there is no error
 * toast; `onCreated` runs (closing the dialog, opening the profile) before the lists refresh.
 */
export function useCreateInstaller({ onCreated }: { onCreated: (id: string) => Promise<void> }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateInstallers();
  return useMutation(
    trpc.installers.create.mutationOptions({
      onSuccess: async (created) => {
        notifySuccess('Installer added');
        await onCreated(created.id);
        await invalidate();
      },
    }),
  );
}

/**
 * Saves an edit. The saved installer replaces the cached profile at once, then every installer
 * query refreshes; a refusal (a stale version among them) is shown by the dialog itself.
 */
export function useUpdateInstaller(id: string, { onUpdated }: { onUpdated: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateInstallers();
  return useMutation(
    trpc.installers.update.mutationOptions({
      onSuccess: async (updated) => {
        notifySuccess('Installer updated');
        onUpdated();
        queryClient.setQueryData(trpc.installers.get.queryKey({ id }), updated);
        await invalidate();
      },
    }),
  );
}

/** Fetches the installer afresh (never from cache), for Reload after a conflict. */
export function useReloadInstaller(id: string): () => Promise<Installer> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({ ...trpc.installers.get.queryOptions({ id }), staleTime: 0 });
}

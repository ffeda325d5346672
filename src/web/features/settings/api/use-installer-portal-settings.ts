import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** The tenant's installer portal setting: MFA for installer users and what the portal shows. */
export function useInstallerPortalSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.installerPortal.settings.get.queryOptions());
}

/** Saves the whole setting (the card sends every switch with the one changed). */
export function useSaveInstallerPortalSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.installerPortal.settings.save.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.installerPortal.settings.get.queryKey(), saved);
        notifySuccess('Installer portal settings saved');
        await queryClient.invalidateQueries({
          queryKey: trpc.installerPortal.settings.pathKey(),
        });
      },
      onError: notifyError,
    }),
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/**
 * The tenant's feature flags and their catalogue. The shell passes a staleTime so every page
 * load does not ask again; the settings tab always reads them fresh.
 */
export function useFeatureFlagSettings(options?: { staleTime?: number }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.settings.featureFlags.get.queryOptions(), ...options });
}

/** Saves the flags; the saved set replaces the cached one, so the switches show it at once. */
export function useSaveFeatureFlags() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.settings.featureFlags.save.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.settings.featureFlags.get.queryKey(), data);
        notifySuccess('Feature flags saved');
      },
      onError: notifyError,
    }),
  );
}

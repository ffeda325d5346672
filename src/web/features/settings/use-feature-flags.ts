import { useQuery } from '@tanstack/react-query';
import { resolveFeatureFlags, type FeatureFlagKey } from '@/shared/settings/feature-flags';
import { useTRPC } from '@/web/lib/trpc';

/**
 * The tenant's feature flags for the shell. Until they load, each flag has its
 * default, so a feature that is on by default does not flicker in.
 */
export function useFeatureFlag(key: FeatureFlagKey): boolean {
  const trpc = useTRPC();
  const flags = useQuery({
    ...trpc.settings.featureFlags.get.queryOptions(),
    staleTime: 60_000,
  });
  return (flags.data?.flags ?? resolveFeatureFlags({}))[key];
}

import { resolveFeatureFlags, type FeatureFlagKey } from '@/shared/settings/feature-flags';
import { useFeatureFlagSettings } from './api/use-feature-flag-settings';

/**
 * The tenant's feature flags for the shell. Until they load, each flag has its
 * default, so a feature that is on by default does not flicker in.
 */
export function useFeatureFlag(key: FeatureFlagKey): boolean {
  const flags = useFeatureFlagSettings({ staleTime: 60_000 });
  return (flags.data?.flags ?? resolveFeatureFlags({}))[key];
}

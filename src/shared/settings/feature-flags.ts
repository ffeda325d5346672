/**
 * Feature flags of Admin Settings > Feature Flags. Only flags the web app
 * really reads are listed (see docs/admin-settings.md for where each is read);
 * a flag missing from the stored setting takes its default.
 */
export const FEATURE_FLAGS = [
  {
    key: 'aiAssistant',
    label: 'AI Assistant',
    description: 'The AI Assistant button in the header and its chat panel.',
    defaultOn: true,
  },
  {
    key: 'globalSearch',
    label: 'Header search',
    description: 'The search box in the header that finds pages and records.',
    defaultOn: true,
  },
] as const;

export type FeatureFlagKey = (typeof FEATURE_FLAGS)[number]['key'];
export const FEATURE_FLAG_KEYS = FEATURE_FLAGS.map<FeatureFlagKey>((f) => f.key);

/** Whether a flag is on, given the stored map (a missing flag takes its default). */
export function isFeatureEnabled(stored: Record<string, boolean>, key: FeatureFlagKey): boolean {
  const value = stored[key];
  if (typeof value === 'boolean') return value;
  return FEATURE_FLAGS.find((f) => f.key === key)?.defaultOn ?? true;
}

/** Every catalogued flag with its effective value (what the tab and the web app use). */
export function resolveFeatureFlags(
  stored: Record<string, boolean>,
): Record<FeatureFlagKey, boolean> {
  return Object.fromEntries(
    FEATURE_FLAG_KEYS.map((key) => [key, isFeatureEnabled(stored, key)]),
  ) as Record<FeatureFlagKey, boolean>;
}

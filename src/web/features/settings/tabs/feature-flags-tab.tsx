import type { FeatureFlagKey } from '@/shared/settings/feature-flags';
import { Card } from '@/web/components/ui/card';
import { NoPermission } from '@/web/components/no-permission';
import { ToggleSwitch } from '@/web/components/ui/toggle-switch';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import type { PermissionCheck } from '@/web/lib/permission-check';
import { describeError } from '@/web/lib/describe-error';
import { useFeatureFlagSettings, useSaveFeatureFlags } from '../api/use-feature-flag-settings';
import { InstallerPortalCard } from './installer-portal-card';
import { PhotoSizeCard } from './photo-size-card';

export function FeatureFlagsTab({ can }: { can: PermissionCheck }) {
  if (!can('settings:manage')) return <NoPermission what="manage feature flags" />;
  return (
    <div className="space-y-6">
      <FeatureFlags />
      <InstallerPortalCard />
      <PhotoSizeCard />
    </div>
  );
}

function FeatureFlags() {
  const flags = useFeatureFlagSettings();
  const save = useSaveFeatureFlags();

  if (flags.isPending) return <TableSkeleton label="Loading feature flags" />;
  if (flags.isError)
    return (
      <ErrorState
        title="Could not load feature flags"
        message={describeError(flags.error).message}
        onRetry={() => void flags.refetch()}
      />
    );

  const toggle = (key: FeatureFlagKey, enabled: boolean) =>
    save.mutate({ ...flags.data.flags, [key]: enabled });

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Feature Flags</h2>
      <p className="mt-1 text-sm text-slate-600">
        Switch features on or off for everybody in your organisation. Changes apply on each
        user&apos;s next page load.
      </p>
      <div className="mt-4 divide-y divide-slate-200">
        {flags.data.catalogue.map((flag) => (
          <ToggleSwitch
            key={flag.key}
            label={flag.label}
            description={flag.description}
            checked={flags.data.flags[flag.key]}
            disabled={save.isPending}
            onChange={(enabled) => toggle(flag.key, enabled)}
          />
        ))}
      </div>
    </Card>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { FeatureFlagKey } from '@/shared/settings/feature-flags';
import { Card } from '@/web/components/ui/card';
import { useTRPC } from '@/web/lib/trpc';
import { NoPermission } from '@/web/components/no-permission';
import { ToggleSwitch } from '@/web/components/ui/toggle-switch';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import type { PermissionCheck } from '@/web/lib/permission-check';
import { describeError } from '@/web/lib/describe-error';

export function FeatureFlagsTab({ can }: { can: PermissionCheck }) {
  if (!can('settings:manage')) return <NoPermission what="manage feature flags" />;
  return <FeatureFlags />;
}

function FeatureFlags() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const flags = useQuery(trpc.settings.featureFlags.get.queryOptions());
  const save = useMutation(
    trpc.settings.featureFlags.save.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.settings.featureFlags.get.queryKey(), data);
        toast.success('Feature flags saved');
      },
      onError: (error) => toast.error(describeError(error).message),
    }),
  );

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

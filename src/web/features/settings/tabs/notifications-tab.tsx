import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { NotificationEvent } from '@/shared/notification-events';
import { Card } from '@/web/components/ui/card';
import { useTRPC } from '@/web/lib/trpc';
import { NoPermission } from '@/web/components/no-permission';
import { ToggleSwitch } from '@/web/components/ui/toggle-switch';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import type { PermissionCheck } from '@/web/lib/permission-check';
import { describeError } from '@/web/lib/describe-error';

export function NotificationsTab({ can }: { can: PermissionCheck }) {
  if (!can('settings:manage')) return <NoPermission what="manage notification rules" />;
  return <NotificationRules />;
}

function NotificationRules() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rules = useQuery(trpc.settings.notificationRules.get.queryOptions());
  const save = useMutation(
    trpc.settings.notificationRules.save.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.settings.notificationRules.get.queryKey(), data);
        toast.success('Notification rules saved');
      },
      onError: (error) => toast.error(describeError(error).message),
    }),
  );

  if (rules.isPending) return <TableSkeleton label="Loading notification rules" />;
  if (rules.isError)
    return (
      <ErrorState
        title="Could not load notification rules"
        message={describeError(rules.error).message}
        onRetry={() => void rules.refetch()}
      />
    );

  const toggle = (event: NotificationEvent, enabled: boolean) =>
    save.mutate(
      Object.fromEntries(
        rules.data.map((r) => [r.event, { enabled: r.event === event ? enabled : r.enabled }]),
      ),
    );

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Notification Rules</h2>
      <p className="mt-1 text-sm text-slate-600">
        Choose which events notify people in the portal. An event switched off notifies nobody; each
        person still chooses e-mail copies in their own account settings.
      </p>
      <div className="mt-4 divide-y divide-slate-200">
        {rules.data.map((rule) => (
          <ToggleSwitch
            key={rule.event}
            label={rule.label}
            description={`Who receives it: ${rule.recipients}`}
            checked={rule.enabled}
            disabled={save.isPending}
            onChange={(enabled) => toggle(rule.event, enabled)}
          />
        ))}
      </div>
    </Card>
  );
}

import type { NotificationEvent } from '@/shared/notification-events';
import { Card } from '@/web/components/ui/card';
import { NoPermission } from '@/web/components/no-permission';
import { ToggleSwitch } from '@/web/components/ui/toggle-switch';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import type { PermissionCheck } from '@/web/lib/permission-check';
import { describeError } from '@/web/lib/describe-error';
import { useNotificationRules, useSaveNotificationRules } from '../api/use-notification-rules';

export function NotificationsTab({ can }: { can: PermissionCheck }) {
  if (!can('settings:manage')) return <NoPermission what="manage notification rules" />;
  return <NotificationRules />;
}

function NotificationRules() {
  const rules = useNotificationRules();
  const save = useSaveNotificationRules();

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

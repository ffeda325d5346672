import { useMonitoringSettings } from '../api/use-monitoring-queries';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { usePermissions } from '@/web/lib/use-permissions';
import { SettingsForm } from './settings-form';
import { describeError } from '@/web/lib/describe-error';

export function SettingsTab() {
  const canManage = usePermissions().can('monitoring:manage');
  const settings = useMonitoringSettings();
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Settings</h2>
      {settings.isPending ? (
        <TableSkeleton label="Loading monitoring settings" rows={3} />
      ) : settings.isError ? (
        <ErrorState
          title="Could not load monitoring settings"
          message={describeError(settings.error).message}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm initial={settings.data} canManage={canManage} />
      )}
    </div>
  );
}

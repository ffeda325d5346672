import {
  INSTALLER_PORTAL_SETTING_LABELS,
  type InstallerPortalSettingValue,
} from '@/shared/installer-portal/accounts-settings';
import { Card } from '@/web/components/ui/card';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { ToggleSwitch } from '@/web/components/ui/toggle-switch';
import { describeError } from '@/web/lib/describe-error';
import {
  useInstallerPortalSettings,
  useSaveInstallerPortalSettings,
} from '../api/use-installer-portal-settings';

const KEYS = Object.keys(INSTALLER_PORTAL_SETTING_LABELS) as (keyof InstallerPortalSettingValue)[];

/** Admin Settings: the "Installer portal" card (issue 31 point 7); each switch saves at once. */
export function InstallerPortalCard() {
  const settings = useInstallerPortalSettings();
  const save = useSaveInstallerPortalSettings();

  if (settings.isPending)
    return <TableSkeleton label="Loading installer portal settings" rows={3} />;
  if (settings.isError)
    return (
      <ErrorState
        title="Could not load installer portal settings"
        message={describeError(settings.error).message}
        onRetry={() => void settings.refetch()}
      />
    );

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Installer portal</h2>
      <p className="mt-1 text-sm text-slate-600">
        What installer users must do to sign in and what their portal shows. Installer users are
        invited from each installer&apos;s profile.
      </p>
      <div className="mt-4 divide-y divide-slate-200">
        {KEYS.map((key) => (
          <ToggleSwitch
            key={key}
            label={INSTALLER_PORTAL_SETTING_LABELS[key].label}
            description={INSTALLER_PORTAL_SETTING_LABELS[key].description}
            checked={settings.data[key]}
            disabled={save.isPending}
            onChange={(enabled) => save.mutate({ ...settings.data, [key]: enabled })}
          />
        ))}
      </div>
    </Card>
  );
}

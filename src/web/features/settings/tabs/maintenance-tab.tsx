import { Download, FileDown, HardDriveDownload, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { BACKUPS_KEPT } from '@/shared/settings/maintenance';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { DownloadLink } from '@/web/components/download-link';
import { NoPermission } from '@/web/components/no-permission';
import { ToggleSwitch } from '@/web/components/ui/toggle-switch';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import type { PermissionCheck } from '@/web/lib/permission-check';
import { describeError } from '@/web/lib/describe-error';
import type { RouterOutputs } from '@/web/lib/trpc';
import type { TableQuery } from '@/web/components/data-table/types';
import { BackupsTable } from './backups-table';
import {
  useBackupNow,
  useClearCache,
  useMaintenanceOverview,
  useSetAutoBackup,
  useSetMaintenanceMode,
} from '../api/use-maintenance';

export function MaintenanceTab({ can }: { can: PermissionCheck }) {
  if (!can('settings:manage')) return <NoPermission what="manage system maintenance" />;
  return <Maintenance />;
}

function Maintenance() {
  const overview = useMaintenanceOverview();
  const [isConfirmingMode, setIsConfirmingMode] = useState(false);
  const setMode = useSetMaintenanceMode({ onSet: () => setIsConfirmingMode(false) });
  const setAutoBackup = useSetAutoBackup();

  if (overview.isPending) return <TableSkeleton label="Loading maintenance" />;
  if (overview.isError)
    return (
      <ErrorState
        title="Could not load maintenance settings"
        message={describeError(overview.error).message}
        onRetry={() => void overview.refetch()}
      />
    );
  const { settings, operator, backups, lastBackup } = overview.data;

  return (
    <div className="space-y-6">
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">System Maintenance</h2>
        <div className="mt-2 divide-y divide-slate-200">
          <ToggleSwitch
            label="Maintenance Mode"
            description="Only administrators can use InspectHub; everyone else sees a maintenance page and their requests are refused."
            checked={settings.maintenanceMode}
            disabled={setMode.isPending}
            onChange={(enabled) =>
              enabled ? setIsConfirmingMode(true) : setMode.mutate({ enabled: false })
            }
          />
          {operator && (
            <ToggleSwitch
              label="Auto Backup"
              description={`Back up the database every day and keep the newest ${BACKUPS_KEPT} backups.`}
              checked={settings.autoBackup}
              disabled={setAutoBackup.isPending}
              onChange={(enabled) => setAutoBackup.mutate({ enabled })}
            />
          )}
        </div>
        <MaintenanceActions operator={operator} />
        <p className="mt-3 text-sm text-slate-600">
          Export tenant data downloads every record of your organisation as compressed JSON lines
          (no passwords or security keys; stored files stay on their pages).
        </p>
        {!operator && (
          <p className="mt-2 text-sm text-slate-600">
            Installation backups and server logs hold every organisation&apos;s data, so only the
            installation operator manages them.
          </p>
        )}
      </Card>

      {operator && <BackupsCard backups={backups} lastBackup={lastBackup} query={overview} />}

      <ConfirmDialog
        open={isConfirmingMode}
        onOpenChange={setIsConfirmingMode}
        title="Turn on maintenance mode?"
        description="Everyone without permission to manage settings will see the maintenance page and cannot work until you turn it off."
        confirmLabel="Turn on"
        isPending={setMode.isPending}
        onConfirm={() => setMode.mutate({ enabled: true })}
      />
    </div>
  );
}

type Overview = RouterOutputs['maintenance']['get'];

/** The installation's backups, for its operator only: a button, the last failure, the list. */
function BackupsCard({
  backups,
  lastBackup,
  query,
}: Pick<Overview, 'backups' | 'lastBackup'> & { query: TableQuery }) {
  const backupNow = useBackupNow();
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Backups</h2>
        <Button disabled={backupNow.isPending} onClick={() => backupNow.mutate(undefined)}>
          <HardDriveDownload aria-hidden="true" className="h-4 w-4" />
          {backupNow.isPending ? 'Backing up…' : 'Back up now'}
        </Button>
      </div>
      {lastBackup && !lastBackup.ok && (
        <Alert tone="error" role="alert" className="mt-4">
          The last backup ({formatDateTime(lastBackup.at)}) failed: {lastBackup.error}
        </Alert>
      )}
      <div className="mt-4">
        <BackupsTable backups={backups} query={query} />
      </div>
    </Card>
  );
}

/** Clear Cache for everyone; the logs only for the installation's operator. */
function MaintenanceActions({ operator }: { operator: boolean }) {
  const clearCache = useClearCache();
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <Button
        variant="secondary"
        disabled={clearCache.isPending}
        onClick={() => clearCache.mutate(undefined)}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {clearCache.isPending ? 'Clearing…' : 'Clear Cache'}
      </Button>
      {operator && (
        <DownloadLink href="/api/maintenance/logs.txt">
          <Download aria-hidden="true" className="h-4 w-4" />
          Export Logs
        </DownloadLink>
      )}
      <DownloadLink href="/api/maintenance/tenant-export">
        <FileDown aria-hidden="true" className="h-4 w-4" />
        Export tenant data
      </DownloadLink>
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Maintenance mode, auto backup, the backups and whether the viewer operates the installation. */
export function useMaintenanceOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.maintenance.get.queryOptions());
}

/** Refreshes the maintenance overview and the settings that show maintenance mode. */
function useRefreshMaintenance() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.maintenance.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.settings.pathKey() }),
    ]);
}

/** `onSet` closes the confirmation once the server has switched the mode. */
export function useSetMaintenanceMode({ onSet }: { onSet: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshMaintenance();
  return useMutation(
    trpc.maintenance.setMaintenanceMode.mutationOptions({
      onSuccess: async (data) => {
        onSet();
        notifySuccess(data.maintenanceMode ? 'Maintenance mode is on' : 'Maintenance mode is off');
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

export function useSetAutoBackup() {
  const trpc = useTRPC();
  const refresh = useRefreshMaintenance();
  return useMutation(
    trpc.maintenance.setAutoBackup.mutationOptions({
      onSuccess: async (data) => {
        notifySuccess(data.autoBackup ? 'Auto Backup is on' : 'Auto Backup is off');
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** A failed backup is recorded too, so the list refreshes either way. */
export function useBackupNow() {
  const trpc = useTRPC();
  const refresh = useRefreshMaintenance();
  return useMutation(
    trpc.maintenance.backupNow.mutationOptions({
      onSuccess: async (data) => {
        if (data.ok) notifySuccess(`Backup ${data.file.name} created`);
        await refresh();
      },
      onError: async (error) => {
        notifyError(error);
        await refresh();
      },
    }),
  );
}

export function useClearCache() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.maintenance.clearCache.mutationOptions({
      onSuccess: async ({ cleared }) => {
        const summary = cleared.map((c) => `${c.name} (${c.entries})`).join(', ');
        notifySuccess(`Cache cleared: ${summary}`);
        // The browser's own copies of server answers are refreshed too.
        await queryClient.invalidateQueries();
      },
      onError: notifyError,
    }),
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

type SavedSettings = RouterOutputs['monitoring']['settings']['save'];

/** Refreshes the monitoring queries, and the installers' when a monitoring type changed. */
function useRefreshMonitoring({ withInstallers }: { withInstallers: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    withInstallers
      ? Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.monitoring.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.installers.pathKey() }),
        ])
      : queryClient.invalidateQueries({ queryKey: trpc.monitoring.pathKey() });
}

/** Confirm or dismiss a proposal: a decision changes the overview, the lists and the installer pages alike. */
export function useProposalDecisions() {
  const trpc = useTRPC();
  const refresh = useRefreshMonitoring({ withInstallers: true });
  const confirm = useMutation(
    trpc.monitoring.proposals.confirm.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Installer moved to Enhanced monitoring');
        await refresh();
      },
      onError: notifyError,
    }),
  );
  const dismiss = useMutation(
    trpc.monitoring.proposals.dismiss.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Proposal dismissed');
        await refresh();
      },
      onError: notifyError,
    }),
  );
  return { confirm, dismiss };
}

/** Moves an installer to Enhanced monitoring; a refusal is shown in the form. */
export function useMoveToEnhanced({ onMoved }: { onMoved: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshMonitoring({ withInstallers: true });
  return useMutation(
    trpc.installers.setMonitoringType.mutationOptions({
      onSuccess: async (installer) => {
        notifySuccess(`${installer.name} moved to Enhanced monitoring`);
        onMoved();
        await refresh();
      },
    }),
  );
}

/** Changes an escalation's status at once. */
export function useSetEscalationStatus() {
  const trpc = useTRPC();
  const refresh = useRefreshMonitoring({ withInstallers: false });
  return useMutation(
    trpc.monitoring.escalations.setStatus.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(`Escalation marked ${result.status}`);
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** Opens an escalation; a refusal is shown in the form. */
export function useCreateEscalation({ onCreated }: { onCreated: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshMonitoring({ withInstallers: false });
  return useMutation(
    trpc.monitoring.escalations.create.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Escalation created');
        onCreated();
        await refresh();
      },
    }),
  );
}

/** Saves the monitoring settings; a refusal is shown in the form. */
export function useSaveMonitoringSettings({
  onSaved,
}: {
  onSaved: (saved: SavedSettings) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.monitoring.settings.save.mutationOptions({
      onSuccess: async (saved) => {
        notifySuccess('Settings saved');
        onSaved(saved);
        await queryClient.invalidateQueries({ queryKey: trpc.monitoring.settings.pathKey() });
      },
    }),
  );
}

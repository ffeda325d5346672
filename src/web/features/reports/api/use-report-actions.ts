import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Refreshes every reports query (lists, overview, schedules). */
function useRefreshReports() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() });
}

/** The error toast these screens have always shown: the error's own message, as it is. */
const showMessage = (error: { message: string }) => notifyProblem(error.message);

/** Deletes a generated report. */
export function useDeleteReport({ onDeleted }: { onDeleted: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshReports();
  return useMutation(
    trpc.reports.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Report deleted');
        onDeleted();
        await refresh();
      },
      onError: showMessage,
    }),
  );
}

/** Switches a scheduled report on or pauses it. */
export function useToggleReportSchedule() {
  const trpc = useTRPC();
  const refresh = useRefreshReports();
  return useMutation(
    trpc.reports.schedules.toggle.mutationOptions({
      onSuccess: async (s) => {
        notifySuccess(`${s.name} ${s.enabled ? 'switched on' : 'paused'}`);
        await refresh();
      },
      onError: showMessage,
    }),
  );
}

/** Saves a scheduled report's settings; a refusal is shown in the dialog, so no error toast. */
export function useSaveReportSchedule({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshReports();
  return useMutation(
    trpc.reports.schedules.update.mutationOptions({
      onSuccess: async (saved) => {
        notifySuccess(`${saved.name} saved: ${saved.description}`);
        onSaved();
        await refresh();
      },
    }),
  );
}

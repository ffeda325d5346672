import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@/shared/format';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** Refreshes every schedule query (calendar, today, stats). */
function useRefreshSchedule() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.schedule.pathKey() });
}

/** Cancel and complete, with the schedule's queries refreshed afterwards. */
export function useVisitActions() {
  const trpc = useTRPC();
  const refresh = useRefreshSchedule();
  const cancel = useMutation(
    trpc.schedule.cancel.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Visit cancelled');
        await refresh();
      },
      onError: notifyError,
    }),
  );
  const complete = useMutation(
    trpc.schedule.complete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Visit marked completed');
        await refresh();
      },
      onError: notifyError,
    }),
  );
  return { cancel, complete };
}

/** Books a visit; a refusal is shown in the form, so there is no error toast. */
export function useBookVisit({ onBooked }: { onBooked: (visitDate: string) => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshSchedule();
  return useMutation(
    trpc.schedule.book.mutationOptions({
      onSuccess: async (visit) => {
        notifySuccess(`Visit booked for ${formatDate(visit.visitDate)} at ${visit.visitTime}`);
        onBooked(visit.visitDate);
        await refresh();
      },
    }),
  );
}

/** Moves a visit; a refusal is shown in the form, so there is no error toast. */
export function useRescheduleVisit({ onMoved }: { onMoved: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshSchedule();
  return useMutation(
    trpc.schedule.reschedule.mutationOptions({
      onSuccess: async (visit) => {
        notifySuccess(`Visit moved to ${formatDate(visit.visitDate)} at ${visit.visitTime}`);
        onMoved();
        await refresh();
      },
    }),
  );
}

import { useMutation } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { useRefreshImprovements } from './use-refresh-improvements';

const SHOWN_MS = { duration: 3000 };

/** Records a hand-entered metric's new value; its failure shows beside the field. */
export function useRecordMetric(name: string, { onRecorded }: { onRecorded: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.metrics.record.mutationOptions({
      onSuccess: async () => {
        onRecorded();
        notifySuccess(`${name} recorded`, SHOWN_MS);
        await refresh();
      },
    }),
  );
}

/** Adds a hand-entered metric; its failure shows in the form. */
export function useCreateMetric({ onCreated }: { onCreated: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.metrics.create.mutationOptions({
      onSuccess: async (m) => {
        onCreated();
        notifySuccess(`Metric "${m.name}" added`, SHOWN_MS);
        await refresh();
      },
    }),
  );
}

/** Saves a hand-entered metric's changes; its failure shows in the form. */
export function useUpdateMetric({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.metrics.update.mutationOptions({
      onSuccess: async (m) => {
        notifySuccess(`Metric "${m.name}" saved`, SHOWN_MS);
        onSaved();
        await refresh();
      },
    }),
  );
}

/** Deletes a hand-entered metric; its failure shows in the confirmation. */
export function useDeleteMetric({ onDeleted }: { onDeleted: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.metrics.delete.mutationOptions({
      onSuccess: async (m) => {
        onDeleted();
        notifySuccess(`Metric "${m.name}" deleted`, SHOWN_MS);
        await refresh();
      },
    }),
  );
}

/** Saves a computed metric's target; its failure shows beside the field. */
export function useSetMetricTarget(name: string, { onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshImprovements();
  return useMutation(
    trpc.improvements.metrics.setTarget.mutationOptions({
      onSuccess: async () => {
        onSaved();
        notifySuccess(`Target of ${name} saved`, SHOWN_MS);
        await refresh();
      },
    }),
  );
}

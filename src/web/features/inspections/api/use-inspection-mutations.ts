import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterInputs, type RouterOutputs } from '@/web/lib/trpc';
import { describeAssigned } from '../pending/assign-words';

type Created = RouterOutputs['inspection']['createInspectionDirect'];
type StatusInput = RouterInputs['inspection']['updateInspectionStatus'];

/** Refreshes every inspection query (lists, counts, the queue, detail pages). */
export function useInvalidateInspections() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.inspection.pathKey() });
}

type CreateOptions = {
  onCreated?: (created: Created) => void;
  onError?: (error: unknown) => void;
};

/**
 * Registers an inspection. With `onCreated` the lists refresh after it; the wizards pass their
 * callbacks to mutate() instead and refresh with useInvalidateInspections.
 */
export function useCreateInspection({ onCreated, onError }: CreateOptions = {}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateInspections();
  return useMutation(
    trpc.inspection.createInspectionDirect.mutationOptions(
      onCreated
        ? {
            onSuccess: async (created) => {
              onCreated(created);
              await invalidate();
            },
            ...(onError ? { onError } : {}),
          }
        : {},
    ),
  );
}

type UpdateOptions = {
  onUpdated: () => void | Promise<void>;
  onError: (error: unknown) => void;
};

/** Saves the edit page; the page puts the server's field messages on its fields. */
export function useUpdateInspection({ onUpdated, onError }: UpdateOptions) {
  const trpc = useTRPC();
  const invalidate = useInvalidateInspections();
  return useMutation(
    trpc.inspection.update.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Inspection updated');
        await invalidate();
        await onUpdated();
      },
      onError,
    }),
  );
}

/** A status change moves the inspection and what its checklist allows next. */
function useInvalidateStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.inspection.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.checklists.pathKey() });
  };
}

/** Changes an inspection's status; the dialog shows a refusal itself (a stale version among them). */
export function useUpdateInspectionStatus({
  onUpdated,
}: {
  onUpdated: (variables: StatusInput) => void;
}) {
  const trpc = useTRPC();
  const invalidate = useInvalidateStatus();
  return useMutation(
    trpc.inspection.updateInspectionStatus.mutationOptions({
      onSuccess: async (_updated, variables) => {
        notifySuccess('Status updated');
        onUpdated(variables);
        await invalidate();
      },
    }),
  );
}

/** After a conflict: refresh, then read the inspection's current status and version. */
export function useReloadInspectionStatus(id: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateStatus();
  return async () => {
    await invalidate();
    return queryClient.fetchQuery(trpc.inspection.get.queryOptions({ id }));
  };
}

/** Assigns the selected inspections to one inspector; the dialog shows a refusal itself. */
export function useAssignInspector({ onAssigned }: { onAssigned: () => void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateInspections();
  return useMutation(
    trpc.inspection.assignInspector.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(describeAssigned(result));
        onAssigned();
        await invalidate();
      },
    }),
  );
}

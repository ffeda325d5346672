import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

type Done = { onDone: () => void };

/** Refreshes every projects query: the list, its stat cards and the open project. */
function useRefreshProjects() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
}

// The dialogs show a failure themselves, beside the form, so these have no error toast.

export function useCreateProject({ onDone }: Done) {
  const trpc = useTRPC();
  const refresh = useRefreshProjects();
  return useMutation(
    trpc.projects.create.mutationOptions({
      onSuccess: async (project) => {
        notifySuccess(`Project ${project.reference} created`);
        onDone();
        await refresh();
      },
    }),
  );
}

export function useUpdateProject({ onDone }: Done) {
  const trpc = useTRPC();
  const refresh = useRefreshProjects();
  return useMutation(
    trpc.projects.update.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Project saved');
        onDone();
        await refresh();
      },
    }),
  );
}

export function useLinkInspections({ onDone }: Done) {
  const trpc = useTRPC();
  const refresh = useRefreshProjects();
  return useMutation(
    trpc.projects.linkInspections.mutationOptions({
      onSuccess: async ({ linked }) => {
        notifySuccess(linked === 1 ? '1 inspection linked' : `${linked} inspections linked`);
        onDone();
        await refresh();
      },
    }),
  );
}

export function useUnlinkInspection() {
  const trpc = useTRPC();
  const refresh = useRefreshProjects();
  return useMutation(
    trpc.projects.unlinkInspection.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Inspection unlinked');
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';
import { describeDueDefaults } from '../defect-fields';

/** Refreshes everything defects show, and the follow-ups a new defect opens. */
export function useRefreshDefects() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.defects.pathKey() }),
      // A new defect opens a follow-up.
      queryClient.invalidateQueries({ queryKey: trpc.followups.pathKey() }),
    ]);
}

/** The tenant's default due times for new defects. */
export function useDefectSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.defects.settings.get.queryOptions());
}

/** Assignees and the due-date hint the defect forms need, and a refresh of everything defects show. */
export function useDefectSupport() {
  const trpc = useTRPC();
  const assignees = useQuery(trpc.defects.assignees.queryOptions());
  const settings = useDefectSettings();
  return {
    assignees: assignees.data ?? [],
    dueHint: describeDueDefaults(settings.data),
    refresh: useRefreshDefects(),
  };
}

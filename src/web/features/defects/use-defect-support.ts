import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';
import { describeDueDefaults } from './defect-fields';

/** Assignees and the due-date hint the defect forms need, and a refresh of everything defects show. */
export function useDefectSupport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const assignees = useQuery(trpc.defects.assignees.queryOptions());
  const settings = useQuery(trpc.defects.settings.get.queryOptions());
  return {
    assignees: assignees.data ?? [],
    dueHint: describeDueDefaults(settings.data),
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.defects.pathKey() }),
        // A new defect opens a follow-up.
        queryClient.invalidateQueries({ queryKey: trpc.followups.pathKey() }),
      ]),
  };
}

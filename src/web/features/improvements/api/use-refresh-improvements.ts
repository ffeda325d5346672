import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

/** Refreshes every improvements query: a vote, a comment or a metric moves the dashboard too. */
export function useRefreshImprovements() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.improvements.pathKey() });
}

import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

/** Polls maintenance.status (allowed through maintenance mode) so the shell follows a switch within 30 s. */
export function useMaintenanceStatus() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.maintenance.status.queryOptions(),
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

/** Every user of the tenant, for the Users tab's table. */
export function useUsers() {
  const trpc = useTRPC();
  return useQuery(trpc.users.getAll.queryOptions());
}

/** Totals by state and by role, for the Users tab's cards. */
export function useUserStats() {
  const trpc = useTRPC();
  return useQuery(trpc.users.getStats.queryOptions());
}

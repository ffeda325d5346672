import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** Who is signed in, their tenant and their role's grants (session.me), shared by every reader. */
export function useSessionUser() {
  const trpc = useTRPC();
  return useQuery(trpc.session.me.queryOptions());
}

/** Refreshes session.me, e.g. after the viewer's role may have gained or lost a permission. */
export function useInvalidateSessionUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.session.me.queryKey() });
}

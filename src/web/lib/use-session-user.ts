import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** Who is signed in, their tenant and their role's grants (session.me), shared by every reader. */
export function useSessionUser() {
  const trpc = useTRPC();
  return useQuery(trpc.session.me.queryOptions());
}

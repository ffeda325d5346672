import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** Whether the signed-in role may review documents; the server still checks every call. */
export function useCanReview() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const permissions: readonly string[] = me.data?.permissions ?? [];
  return { isLoaded: !me.isPending, canReview: permissions.includes('documents:review') };
}

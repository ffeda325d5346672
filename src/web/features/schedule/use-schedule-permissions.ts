import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** What the signed-in role may do here, from the matrix the server enforces (it still checks). */
export function useSchedulePermissions() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const permissions: readonly string[] = me.data?.permissions ?? [];
  return {
    userId: me.data?.id ?? null,
    canManage: permissions.includes('schedule:manage'),
  };
}

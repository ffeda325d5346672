import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** What the signed-in role may do here; the server still checks every call. */
export function useOperationsPermissions() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const permissions: readonly string[] = me.data?.permissions ?? [];
  return {
    isLoaded: !me.isPending,
    canManageDefects: permissions.includes('defects:manage'),
    canManageFollowups: permissions.includes('followups:manage'),
    canAssignFollowups: permissions.includes('followups:assign'),
    canManageSettings: permissions.includes('settings:manage'),
  };
}

import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** What the signed-in role may do here; the server still checks every call. */
export function usePaymentPermissions() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const permissions: readonly string[] = me.data?.permissions ?? [];
  return {
    isLoaded: !me.isPending,
    canView: permissions.includes('payments:view'),
    canManage: permissions.includes('payments:manage'),
    canManageSettings: permissions.includes('settings:manage'),
  };
}

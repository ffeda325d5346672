import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * What the signed-in role may do, from the same matrix the server enforces; the
 * server still checks, this only spares users buttons that would be refused.
 */
export function useInspectionPermissions() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const permissions: readonly string[] = me.data?.permissions ?? [];
  return {
    role: me.data?.role ?? null,
    isLoaded: !me.isPending,
    canEdit: permissions.includes('inspections:edit'),
    canCreate: permissions.includes('inspections:create'),
    canRaiseDefects: permissions.includes('defects:manage'),
  };
}

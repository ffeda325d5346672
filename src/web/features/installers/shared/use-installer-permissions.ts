import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * What the role may change, from the matrix the server enforces; the server
 * still checks, this only spares users buttons that would be refused.
 */
export function useInstallerPermissions() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const permissions: readonly string[] = me.data?.permissions ?? [];
  return {
    canEdit: permissions.includes('installers:edit'),
    userId: me.data?.id ?? null,
  };
}

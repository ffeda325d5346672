import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * Whether the role may decide on monitoring (monitoring:manage), from the matrix
 * the server enforces; the server still checks, this only hides refused buttons.
 */
export function useCanManageMonitoring() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const permissions: readonly string[] = me.data?.permissions ?? [];
  return permissions.includes('monitoring:manage');
}

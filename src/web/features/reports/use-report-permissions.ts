import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** What the signed-in role may do on /reports; the server still checks every call. */
export function useReportPermissions() {
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const permissions: readonly string[] = me.data?.permissions ?? [];
  return {
    isKnown: !me.isPending,
    canCreate: permissions.includes('reports:create'),
    canExport: permissions.includes('reports:export'),
  };
}

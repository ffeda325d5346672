import { useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

export type PortalOverview = RouterOutputs['portal']['overview'];

/** The Overview's open items, figures, band and (if shared) risk score. */
export function usePortalOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.portal.overview.queryOptions(undefined, { staleTime: 30_000 }));
}

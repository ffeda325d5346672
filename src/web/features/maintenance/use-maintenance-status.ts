import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getTrpcErrorCode } from '../../lib/trpc-errors';
import { useTRPC } from '../../lib/trpc';

/**
 * maintenance.status (allowed through maintenance mode), polled every 30 s.
 * A call refused with SERVICE_UNAVAILABLE means maintenance just began, so the
 * status is asked again at once and the shell switches without waiting.
 */
export function useMaintenanceStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  useEffect(() => {
    const statusKey = trpc.maintenance.status.queryKey();
    const refresh = (error: unknown) => {
      if (getTrpcErrorCode(error) === 'SERVICE_UNAVAILABLE')
        void queryClient.invalidateQueries({ queryKey: statusKey });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refresh(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refresh(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, trpc]);

  return useQuery({
    ...trpc.maintenance.status.queryOptions(),
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

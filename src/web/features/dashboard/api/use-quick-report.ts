import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

/** One generated report, polled each second until it is completed or failed. */
export function useReportStatus(id: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.reports.get.queryOptions({ id: id ?? '' }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : 1000;
    },
  });
}

/** Starts a report; the caller says what happens next (its toasts read differently per button). */
export function useGenerateReport() {
  const trpc = useTRPC();
  return useMutation(trpc.reports.generate.mutationOptions());
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

/** The quarter's plan as sampling.plan computes it; the last quarter stays while the next loads. */
export function useSamplingPlan(quarter: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.sampling.plan.queryOptions({ quarter }),
    placeholderData: keepPreviousData,
  });
}

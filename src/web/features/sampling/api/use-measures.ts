import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

/** One page of the measures register; the last page stays on screen while the next loads. */
export function useMeasureList(input: RouterInputs['sampling']['measures']['list']) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.sampling.measures.list.queryOptions(input),
    placeholderData: keepPreviousData,
  });
}

/** The schemes, installers and categories the register's filters offer. */
export function useMeasureFilterOptions() {
  const trpc = useTRPC();
  return useQuery(trpc.sampling.measures.filterOptions.queryOptions());
}

/** One measure with every field and its inspections; off for an id that cannot be one. */
export function useMeasure(id: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.sampling.measures.get.queryOptions({ id }), enabled });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

/** The Defect Log's stat cards. */
export function useDefectStats() {
  const trpc = useTRPC();
  return useQuery(trpc.defects.stats.queryOptions());
}

/** One page of a tab; the last page stays on screen while the next loads. */
export function useDefectList(input: RouterInputs['defects']['list']) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.defects.list.queryOptions(input),
    placeholderData: keepPreviousData,
  });
}

/** Inspections matching a search, or (with an id) the one chosen; off while `enabled` is false. */
export function useInspectionOptions(
  input: RouterInputs['defects']['inspectionOptions'],
  enabled = true,
) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.defects.inspectionOptions.queryOptions(input), enabled });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

/** One page of projects with the stat cards; the last page stays on screen while the next loads. */
export function useProjectList(params: RouterInputs['projects']['list']) {
  const trpc = useTRPC();
  return useQuery(trpc.projects.list.queryOptions(params, { placeholderData: keepPreviousData }));
}

/** One project with its linked inspections; not asked for an id that cannot exist. */
export function useProject(id: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.projects.get.queryOptions({ id }, { enabled }));
}

/** Up to ten inspections matching the search, once two characters are typed. */
export function useInspectionSearch(search: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.inspection.list.queryOptions(
      { search, limit: 10, tab: 'all' },
      { enabled: search.length >= 2 },
    ),
  );
}

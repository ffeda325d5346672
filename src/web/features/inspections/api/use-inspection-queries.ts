import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

type InspectionInputs = RouterInputs['inspection'];

/** One inspection; `isEnabled` false when its id is malformed (the server would refuse it). */
export function useInspection(id: string, isEnabled = true) {
  const trpc = useTRPC();
  return useQuery(trpc.inspection.get.queryOptions({ id }, { enabled: isEnabled }));
}

/** The hub's counts by status. */
export function useInspectionCounts() {
  const trpc = useTRPC();
  return useQuery(trpc.inspection.stats.queryOptions({}));
}

/** The list page's cards and tab counts; the last figures stay while a new search loads. */
export function useInspectionStats(search: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.inspection.stats.queryOptions({ search }, { placeholderData: keepPreviousData }),
  );
}

/** One page of the list; the last page stays while the next loads. */
export function useInspectionList(input: InspectionInputs['list']) {
  const trpc = useTRPC();
  return useQuery(trpc.inspection.list.queryOptions(input, { placeholderData: keepPreviousData }));
}

/** The newest registrations, for the hub. */
export function useRecentInspections(limit: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.inspection.list.queryOptions({
      search: '',
      tab: 'all',
      sort: 'registered',
      direction: 'desc',
      page: 1,
      limit,
    }),
  );
}

/** One page of the pending queue; the old page stays on screen while the next one loads. */
export function usePendingInspections(input: InspectionInputs['getPendingInspections']) {
  const trpc = useTRPC();
  return useQuery(
    trpc.inspection.getPendingInspections.queryOptions(input, {
      placeholderData: keepPreviousData,
    }),
  );
}

/** The tenant's active INSPECTOR users, to choose from. */
export function useInspectorOptions() {
  const trpc = useTRPC();
  return useQuery(trpc.inspection.inspectorOptions.queryOptions());
}

/** The projects an inspection belongs to (asked only with projects:view). */
export function useInspectionProjects(inspectionId: string, isEnabled: boolean) {
  const trpc = useTRPC();
  return useQuery(
    trpc.projects.forInspection.queryOptions({ inspectionId }, { enabled: isEnabled }),
  );
}

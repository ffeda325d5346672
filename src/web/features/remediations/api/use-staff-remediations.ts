import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs, type RouterOutputs } from '@/web/lib/trpc';

export type StaffRemediationsFilters = RouterInputs['installerPortal']['remediations']['list'];
export type StaffRemediationRow =
  RouterOutputs['installerPortal']['remediations']['list']['rows'][number];

/** One page of failed items across installers; the last page stays while the next loads. */
export function useStaffRemediations(filters: StaffRemediationsFilters) {
  const trpc = useTRPC();
  return useQuery(
    trpc.installerPortal.remediations.list.queryOptions(filters, {
      placeholderData: keepPreviousData,
    }),
  );
}

/** The most inspected active installers, for the installer filter. */
export function useInstallerFilterOptions() {
  const trpc = useTRPC();
  return useQuery(trpc.installers.options.queryOptions({ search: '' }, { staleTime: 60_000 }));
}

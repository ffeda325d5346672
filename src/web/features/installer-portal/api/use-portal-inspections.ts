import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs, type RouterOutputs } from '@/web/lib/trpc';

export type PortalInspectionList = RouterOutputs['portal']['inspections']['list'];
export type PortalInspectionDetail = RouterOutputs['portal']['inspections']['get'];

/** A page of the installer's inspections; the previous page stays on screen while the next loads. */
export function usePortalInspections(input: RouterInputs['portal']['inspections']['list']) {
  const trpc = useTRPC();
  return useQuery(
    trpc.portal.inspections.list.queryOptions(input, { placeholderData: keepPreviousData }),
  );
}

/** One inspection of the installer's, with its failed items, photos and report link. */
export function usePortalInspection(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.portal.inspections.get.queryOptions({ id }, { retry: false }));
}

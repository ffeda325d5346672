import { useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

/** The tenant's catalogue, every family. */
export function useChecklistCatalogue() {
  const trpc = useTRPC();
  return useQuery(trpc.checklists.catalogue.queryOptions());
}

/** One inspection's checklist with its answers and statuses. */
export function useInspectionChecklist(inspectionId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.checklists.forInspection.queryOptions({ inspectionId }));
}

/** Remediation clocks for a defect, a follow-up or an installer. */
export function useRemediationClocks(filter: RouterInputs['checklists']['remediationClocks']) {
  const trpc = useTRPC();
  return useQuery(trpc.checklists.remediationClocks.queryOptions(filter));
}

/** Every catalogue version, newest first, with its effective-from install date. */
export function useChecklistVersions() {
  const trpc = useTRPC();
  return useQuery(trpc.checklists.versions.queryOptions());
}

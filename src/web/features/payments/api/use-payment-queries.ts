import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

type ListInput = RouterInputs['payments']['list'];

/** The totals above the table. */
export function usePaymentSummary() {
  const trpc = useTRPC();
  return useQuery(trpc.payments.summary.queryOptions());
}

/** Installers that may be picked in the filters and the Record Payment form. */
export function usePaymentInstallerOptions() {
  const trpc = useTRPC();
  return useQuery(trpc.payments.installerOptions.queryOptions());
}

/** One page of payments; the last page stays on screen while the next loads. */
export function usePaymentList(input: ListInput) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.payments.list.queryOptions(input),
    placeholderData: keepPreviousData,
  });
}

/** The chosen installer's inspections, asked for only once an installer is chosen. */
export function usePaymentInspectionOptions(installerId: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.payments.inspectionOptions.queryOptions({ installerId }),
    enabled: installerId !== '',
  });
}

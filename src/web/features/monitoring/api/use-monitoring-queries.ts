import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

/** The Overview tab's figures. */
export function useMonitoringOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.monitoring.overview.queryOptions());
}

/** Proposals the monitoring rule raised, waiting for a decision. */
export function useMonitoringProposals() {
  const trpc = useTRPC();
  return useQuery(trpc.monitoring.proposals.list.queryOptions());
}

/** Installers on Enhanced monitoring, a page at a time. */
export function useEnhancedInstallers(input: RouterInputs['monitoring']['enhancedInstallers']) {
  const trpc = useTRPC();
  return useQuery(
    trpc.monitoring.enhancedInstallers.queryOptions(input, { placeholderData: keepPreviousData }),
  );
}

/** Escalations under a filter, a page at a time. */
export function useEscalations(input: RouterInputs['monitoring']['escalations']['list']) {
  const trpc = useTRPC();
  return useQuery(
    trpc.monitoring.escalations.list.queryOptions(input, { placeholderData: keepPreviousData }),
  );
}

/** The tenant's monitoring thresholds, review frequency and channels. */
export function useMonitoringSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.monitoring.settings.get.queryOptions());
}

/** The six report cards. */
export function useMonitoringReports() {
  const trpc = useTRPC();
  return useQuery(trpc.monitoring.reports.queryOptions());
}

/** Installers matching the picker's search (the last answer stays while the next loads). */
export function useInstallerSearch(input: RouterInputs['installers']['list']) {
  const trpc = useTRPC();
  return useQuery(trpc.installers.list.queryOptions(input, { placeholderData: keepPreviousData }));
}

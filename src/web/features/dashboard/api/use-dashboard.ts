import { useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/shared/dashboard/periods';
import { useTRPC } from '@/web/lib/trpc';
import { DASHBOARD_PREFETCH_STALE_MS } from '../dashboard-queries';

/** The Overview's figures; the last period's stay on screen while another loads. */
export function useDashboardSummary(period: DashboardPeriod) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.dashboard.summary.queryOptions({ period }),
    staleTime: DASHBOARD_PREFETCH_STALE_MS,
    placeholderData: (previous) => previous,
  });
}

/** Which Overview widgets the tenant shows. */
export function useDashboardWidgets() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.settings.widgets.get.queryOptions(),
    staleTime: DASHBOARD_PREFETCH_STALE_MS,
  });
}

/** By inspector and installer; asked only while the Performance tab shows. */
export function useDashboardPerformance(period: DashboardPeriod, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.dashboard.performance.queryOptions({ period }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** By measure and trigger; asked only while the Analytics tab shows. */
export function useDashboardAnalytics(period: DashboardPeriod, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.dashboard.analytics.queryOptions({ period }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** The last ten audit entries the user may see. */
export function useRecentActivity() {
  const trpc = useTRPC();
  return useQuery(trpc.dashboard.recentActivity.queryOptions());
}

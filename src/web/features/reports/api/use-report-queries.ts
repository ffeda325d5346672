import type { ReportPeriod } from '@/shared/reports/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

/** Spec 02 Reports Overview for the period; the last period stays on screen while the next loads. */
export function useReportOverview(period: ReportPeriod) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.reports.overview.queryOptions({ period }),
    placeholderData: (previous) => previous,
  });
}

/** Pass rate by measure category over the period. */
export function useReportPerformance(period: ReportPeriod) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.reports.performance.queryOptions({ period }),
    placeholderData: (previous) => previous,
  });
}

/** One page of the user's reports; rows still generating move on by themselves. */
export function useReportList(page: number, pageSize: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.reports.list.queryOptions({ page, pageSize }),
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.items.some((r) => r.status === 'queued' || r.status === 'running')
        ? 2000
        : false,
  });
}

/** The newest few reports, for the side card. */
export function useRecentReports(pageSize: number) {
  const trpc = useTRPC();
  return useQuery(trpc.reports.list.queryOptions({ page: 1, pageSize }));
}

/** The scheduled reports (weekly summary, monthly report). */
export function useReportSchedules() {
  const trpc = useTRPC();
  return useQuery(trpc.reports.schedules.list.queryOptions());
}

import type { GenerateReportInput } from '@/shared/reports/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

const POLL_MS = 1000;

/**
 * Starts a report and follows it (polling reports.get) until its file is
 * ready or it failed; then says so and refreshes the lists and counts.
 */
export function useReportGeneration() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [activeId, setActiveId] = useState<string | null>(null);
  const generate = useMutation(
    trpc.reports.generate.mutationOptions({
      onSuccess: async (report) => {
        setActiveId(report.id);
        await queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() });
      },
    }),
  );
  const active = useQuery({
    ...trpc.reports.get.queryOptions({ id: activeId ?? '' }),
    enabled: activeId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : POLL_MS;
    },
  });
  const finished = useRef<string | null>(null);
  const report = activeId && active.data?.id === activeId ? active.data : null;

  useEffect(() => {
    if (!report || finished.current === report.id) return;
    if (report.status !== 'completed' && report.status !== 'failed') return;
    finished.current = report.id;
    if (report.status === 'completed') {
      notifySuccess(`${report.title} is ready to download.`);
    } else {
      notifyProblem(report.error ?? 'The report could not be generated.');
    }
    void queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() });
  }, [report, queryClient, trpc]);

  const isRunning =
    generate.isPending ||
    (activeId !== null && (!report || report.status === 'queued' || report.status === 'running'));

  return {
    start: (input: GenerateReportInput) => generate.mutate(input),
    error: generate.error,
    isRunning,
    /** The report being followed (null before the first poll answers). */
    report,
    progress: report?.progress ?? 0,
    pendingPreset: generate.isPending ? (generate.variables?.preset ?? 'custom') : null,
  };
}

export type ReportGeneration = ReturnType<typeof useReportGeneration>;

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ImportEntity } from '@/shared/imports/catalogue';
import { useTRPC } from '@/web/lib/trpc';

/** The phases in which the server is still working on a file: its view polls every second. */
const RUNNING = ['dry_run_queued', 'dry_run', 'import_queued', 'importing'];

export const isRunningPhase = (phase: string) => RUNNING.includes(phase);

/** Every file of the tenant, newest first; polled while one is still processing if asked. */
export function useImportHistory({ pollWhileProcessing = false } = {}) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.imports.history.queryOptions(),
    refetchInterval: pollWhileProcessing
      ? (query) => (query.state.data?.some((r) => r.status === 'processing') ? 2000 : false)
      : undefined,
  });
}

/** Files processed, records imported, processing errors, template downloads. */
export function useImportStats() {
  const trpc = useTRPC();
  return useQuery(trpc.imports.stats.queryOptions());
}

/** The templates generated from the field catalogue. */
export function useImportTemplates() {
  const trpc = useTRPC();
  return useQuery(trpc.imports.templates.queryOptions());
}

/** One file being imported, polled every second while the server works on it. */
export function useImportFile(id: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.imports.get.queryOptions({ id }),
    refetchInterval: (query) => (isRunningPhase(query.state.data?.phase ?? '') ? 1000 : false),
  });
}

/** The fields a column may be matched to, once the file's entity is known. */
export function useImportFields(entity: ImportEntity | undefined) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.imports.fields.queryOptions({ entity: entity ?? 'inspections' }),
    enabled: entity !== undefined,
  });
}

/** Refreshes the history and the figures (a file finished, a template was downloaded). */
export function useRefreshImportLists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      history: () =>
        void queryClient.invalidateQueries({ queryKey: trpc.imports.history.queryKey() }),
      stats: () => void queryClient.invalidateQueries({ queryKey: trpc.imports.stats.queryKey() }),
      file: (id: string) =>
        void queryClient.invalidateQueries({ queryKey: trpc.imports.get.queryKey({ id }) }),
    }),
    [queryClient, trpc],
  );
}

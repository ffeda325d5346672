import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

type Options = {
  enabled: boolean;
  /** Keep showing the last answer while the next one loads (the header list). */
  keepPrevious?: boolean;
  staleTime?: number;
};

/** Records of every kind matching `q`, within the user's permissions and scope (docs/search.md). */
export function useRecordSearchQuery(q: string, { enabled, keepPrevious, staleTime }: Options) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.search.records.queryOptions({ q }),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

/** The users, actions and resources the audit log's filters offer. */
export function useAuditFilterOptions() {
  const trpc = useTRPC();
  return useQuery(trpc.audit.filterOptions.queryOptions());
}

/**
 * One page of the audit log. The previous page stays on screen while the next loads; a bad
 * date range asks nothing.
 */
export function useAuditLogPage(
  input: RouterInputs['audit']['list'],
  { enabled }: { enabled: boolean },
) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.audit.list.queryOptions(input),
    enabled,
    placeholderData: keepPreviousData,
  });
}

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

type ListFilter = NonNullable<Exclude<RouterInputs['notifications']['list'], void>>['filter'] &
  string;

const UNREAD_REFRESH_MS = 60_000;

/** The bell's badge, refreshed every minute. */
export function useUnreadCount() {
  const trpc = useTRPC();
  return useQuery(
    trpc.notifications.unreadCount.queryOptions(undefined, { refetchInterval: UNREAD_REFRESH_MS }),
  );
}

/** Total, unread and read, for the Alerts page's cards and tabs. */
export function useNotificationCounts() {
  const trpc = useTRPC();
  return useQuery(trpc.notifications.counts.queryOptions());
}

/** The newest few, for the bell's dropdown. */
export function useLatestNotifications(limit: number) {
  const trpc = useTRPC();
  return useQuery(trpc.notifications.list.queryOptions({ filter: 'all', limit }));
}

/** One tab of the Alerts page, a page at a time. */
export function useNotificationPages(filter: ListFilter, limit: number) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.notifications.list.infiniteQueryOptions(
      { filter, limit },
      { getNextPageParam: (last) => last.nextCursor ?? undefined },
    ),
  );
}

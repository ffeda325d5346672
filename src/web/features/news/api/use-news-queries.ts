import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

/** The page's figures, categories, tags and months. */
export function useNewsOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.news.overview.queryOptions());
}

/** Posts under the filters, a page at a time. */
export function useNewsPages(input: RouterInputs['news']['list']) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.news.list.infiniteQueryOptions(input, {
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

/** One post, asked for only when its id is well formed. */
export function useNewsPost(id: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.news.get.queryOptions({ id }, { enabled }));
}

/** Posts the user must still acknowledge; the banner looks again at most once a minute. */
export function useRequiredReading() {
  const trpc = useTRPC();
  return useQuery(trpc.news.requiredReading.queryOptions(undefined, { staleTime: 60_000 }));
}

/** The user's news subscription, asked for when the dialog opens. */
export function useNewsSubscription(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.news.subscription.get.queryOptions(undefined, { enabled }));
}

/** Whether the user has a private feed address. */
export function useNewsFeedStatus() {
  const trpc = useTRPC();
  return useQuery(trpc.news.feed.status.queryOptions());
}

/**
 * Route loaders of the signed-in area. They return nothing and wait for nothing: they only start
 * the calls the first screen needs, so those run in parallel with the download of its code
 * instead of after it (and one after the other: the session, then the MFA policy, then the page;
 * the router starts the session check itself, session-check.ts).
 * The components ask for the same queries and find them in the cache, in flight or answered.
 */
import { DASHBOARD_PREFETCH_STALE_MS } from '../features/dashboard/dashboard-queries';
import { parseDashboardParams } from '../features/dashboard/dashboard-params';
import { signedInClients } from './signed-in-clients';

/** The shell's and the guard's calls, once per entry into the signed-in area. */
export function signedInRootLoader(): null {
  const { queryClient, trpc } = signedInClients();
  // Same options (staleTime) as the hooks that read them, so they do not ask again on mount.
  void queryClient.prefetchQuery({ ...trpc.mfa.getPolicy.queryOptions(), staleTime: 60_000 });
  void queryClient.prefetchQuery({
    ...trpc.settings.featureFlags.get.queryOptions(),
    staleTime: 60_000,
  });
  void queryClient.prefetchQuery(
    trpc.news.requiredReading.queryOptions(undefined, { staleTime: 60_000 }),
  );
  return null;
}

/** The Overview's figures for the period in the URL, and the user's widget choices. */
export function dashboardLoader({ request }: { request: Request }): null {
  const { queryClient, trpc } = signedInClients();
  const { period, tab } = parseDashboardParams(new URL(request.url).searchParams);
  if (tab === 'overview') {
    void queryClient.prefetchQuery({
      ...trpc.dashboard.summary.queryOptions({ period }),
      staleTime: DASHBOARD_PREFETCH_STALE_MS,
    });
    void queryClient.prefetchQuery({
      ...trpc.settings.widgets.get.queryOptions(),
      staleTime: DASHBOARD_PREFETCH_STALE_MS,
    });
  }
  return null;
}

/**
 * Route loaders of the signed-in area. They return nothing and wait for nothing: they only start
 * the calls the first screen needs, so those run in parallel with the download of its code
 * instead of after it (and one after the other: the session, then the MFA policy, then the page;
 * the router starts the session check itself, session-check.ts).
 * The components ask for the same queries and find them in the cache, in flight or answered.
 */
import { DASHBOARD_PREFETCH_STALE_MS } from '@/web/features/dashboard/dashboard-queries';
import { parseDashboardParams } from '@/web/features/dashboard/dashboard-params';
import { isPortalPath } from '@/shared/installer-portal/paths';
import { UNBATCHED } from '@/web/lib/trpc';
import { PATHS } from '../paths';
import { signedInClients } from './signed-in-clients';

/**
 * The shell's and the guard's calls, once per entry into the signed-in area. On a portal path
 * only the guard's: the staff shell's calls are refused to an INSTALLER user (issue 31).
 */
export function signedInRootLoader({ request }: { request: Request }): null {
  startSignedInCalls(new URL(request.url).pathname);
  return null;
}

function startSignedInCalls(path: string): void {
  const { queryClient, trpc } = signedInClients();
  // Same options (staleTime) as the hooks that read them, so they do not ask again on mount.
  void queryClient.prefetchQuery({ ...trpc.mfa.getPolicy.queryOptions(), staleTime: 60_000 });
  // The role gates (role-gates.tsx) wait for it: in the first batch, not one round trip later.
  void queryClient.prefetchQuery(trpc.session.me.queryOptions());
  if (isPortalPath(path)) return;
  void queryClient.prefetchQuery({
    ...trpc.settings.featureFlags.get.queryOptions(),
    staleTime: 60_000,
  });
  void queryClient.prefetchQuery(
    trpc.news.requiredReading.queryOptions(undefined, { staleTime: 60_000 }),
  );
}

/** The Overview's figures for the period in the URL, and the user's widget choices. */
export function dashboardLoader({ request }: { request: Request }): null {
  prefetchDashboard(new URL(request.url).searchParams);
  return null;
}

function prefetchDashboard(search: URLSearchParams): void {
  const { queryClient, trpc } = signedInClients();
  const { period, tab } = parseDashboardParams(search);
  if (tab === 'overview') {
    // Apart from the batch with the MFA policy and the flags: the shell and the page's frame
    // render once those are in, without waiting for the figures' queries.
    void queryClient.prefetchQuery({
      ...trpc.dashboard.summary.queryOptions({ period }, UNBATCHED),
      staleTime: DASHBOARD_PREFETCH_STALE_MS,
    });
    void queryClient.prefetchQuery({
      ...trpc.settings.widgets.get.queryOptions(),
      staleTime: DASHBOARD_PREFETCH_STALE_MS,
    });
  }
}

/**
 * The same calls, started by the router (router.tsx) as soon as this small module is in, before
 * the signed-in routes and the shell have downloaded; the loaders then find them in flight.
 */
export function prefetchFirstScreen(path: string, search: URLSearchParams): void {
  startSignedInCalls(path);
  if (path === PATHS.dashboard) prefetchDashboard(search);
}

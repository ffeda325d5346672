import { createBrowserRouter, type RouteObject } from 'react-router';
import { isPortalPath } from '@/shared/installer-portal/paths';
import { FullPageErrorFallback } from './error-fallback';
import { FullPageLoading } from './full-page-loading';
import { PATHS } from './paths';
import { toPageRoute } from './routes/page-route';
import { PUBLIC_ROUTES } from './routes/public-routes';

const ROOT_ID = 'root';

const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    errorElement: <FullPageErrorFallback />,
    HydrateFallback: FullPageLoading,
    // The signed-out pages ('Forgot password?' too): matched here, so they never start the
    // signed-in area's session check.
    children: PUBLIC_ROUTES.map(toPageRoute),
  },
];

let signedInAdded = false;

/**
 * Only /login is known up front: the signed-in routes (and TanStack Query, tRPC, the toaster
 * and every route definition) are one lazy module, added to the tree on the first navigation
 * to any other path (its not-found route then matches whatever is left). Budget: docs/performance.md.
 */
export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ patch, path }) {
    if (signedInAdded) return;
    // Any path but /login is a signed-in page: check the session while its code downloads, and
    // fetch the shell (and the dashboard, the page after sign-in) with the route module instead
    // of after it; the routes' lazy() then finds them loaded.
    // (better-auth's client is not part of the entry: /login does without it until the form is used.)
    void import('./session-check').then((check) => check.startSessionCheck());
    const search = path === window.location.pathname ? window.location.search : '';
    void import('./api/signed-in-loaders').then((loaders) =>
      loaders.prefetchFirstScreen(path, new URLSearchParams(search)),
    );
    // The staff shell is not an INSTALLER user's: the portal's paths load their own.
    if (!isPortalPath(path)) void import('./layout/app-layout');
    if (path === PATHS.dashboard) void import('../features/dashboard/dashboard-page');
    const { signedInRoutes } = await import('./signed-in-routes');
    if (signedInAdded) return;
    signedInAdded = true;
    patch(ROOT_ID, signedInRoutes);
  },
});

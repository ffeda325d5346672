/**
 * Every route behind the sign-in, with the providers only they need (TanStack Query, the tRPC
 * client, the toaster). The router (router.tsx) loads this module on the first navigation to
 * a path other than /login, so the sign-in page never downloads any of it. The routes
 * themselves are declared in the route table (routes/signed-in-table.ts).
 */
import { Outlet, type LoaderFunction, type RouteObject } from 'react-router';
import { PORTAL_PATHS } from '@/shared/installer-portal/paths';
import {
  loadPortalLayout,
  PORTAL_PAGE_ROUTES,
} from '@/web/features/installer-portal/portal-routes';
import { AppProviders } from './providers';
import { AuthGuard } from './auth-guard';
import { dashboardLoader, signedInRootLoader } from './api/signed-in-loaders';
import { ErrorFallback } from './error-fallback';
import { PATHS } from './paths';
import { PortalOnly, StaffOnly } from './role-gates';
import { guardRoutes } from './require-permission';
import { OFFLINE_ROUTES } from './routes/offline-routes';
import { toPageRoute } from './routes/page-route';
import type { AppRoute } from './routes/route-types';
import { SIGNED_IN_ROUTES } from './routes/signed-in-table';

/** Calls a page needs first, started with its code (signed-in-loaders.ts). */
const LOADERS: ReadonlyMap<string, LoaderFunction> = new Map([[PATHS.dashboard, dashboardLoader]]);

/** A page, behind its permission when it requires one (the 'Your role cannot ...' page otherwise). */
function toSignedInRoute(route: AppRoute): RouteObject {
  const loader = LOADERS.get(route.path);
  const pageRoute: RouteObject = { ...toPageRoute(route), ...(loader && { loader }) };
  if (!route.requires) return pageRoute;
  const { permission, action, title = route.title } = route.requires;
  return guardRoutes({ permission, action, title }, [pageRoute]);
}

// Every page is its own lazy chunk; only the guard and the shell load up front.
const pageRoutes: RouteObject[] = [
  ...SIGNED_IN_ROUTES.map(toSignedInRoute),
  { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
];

function SignedInRoot() {
  return (
    <AppProviders>
      <AuthGuard />
    </AppProviders>
  );
}

/**
 * The pages that work with no network (issue 32): their own guard and slim shell (one lazy chunk
 * with the device's store), not the AuthGuard nor the staff shell, which need the server.
 */
const offlineRoutes: RouteObject = {
  element: (
    <AppProviders>
      <Outlet />
    </AppProviders>
  ),
  children: [
    {
      lazy: async () => ({ Component: (await import('@/web/offline/offline-shell')).OfflineShell }),
      children: [{ errorElement: <ErrorFallback />, children: OFFLINE_ROUTES.map(toPageRoute) }],
    },
  ],
};

export const signedInRoutes: RouteObject[] = [
  offlineRoutes,
  {
    element: <SignedInRoot />,
    // Starts the session check and the shell's calls with the page's code (signed-in-loaders.ts);
    // once per entry into the signed-in area, not on every navigation inside it.
    loader: signedInRootLoader,
    shouldRevalidate: () => false,
    children: [
      {
        // An INSTALLER user's own shell and pages (issue 31); staff are shown not-found here.
        path: PORTAL_PATHS.overview,
        element: <PortalOnly />,
        children: [
          {
            lazy: loadPortalLayout,
            children: [{ errorElement: <ErrorFallback />, children: PORTAL_PAGE_ROUTES }],
          },
        ],
      },
      {
        // Staff only: an INSTALLER user is sent to the portal before the staff shell loads.
        element: <StaffOnly />,
        children: [
          {
            // The shell (sidebar, header, bell, menus) is its own chunk.
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            // A failing page keeps the sidebar and header; the fallback renders inside <main>.
            children: [{ errorElement: <ErrorFallback />, children: pageRoutes }],
          },
        ],
      },
    ],
  },
];

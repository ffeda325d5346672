import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageErrorFallback } from './error-fallback';
import { FullPageLoading } from './full-page-loading';
import { PATHS } from './paths';

const ROOT_ID = 'root';

const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    errorElement: <FullPageErrorFallback />,
    HydrateFallback: FullPageLoading,
    children: [
      {
        path: PATHS.login,
        lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      },
    ],
  },
];

let signedInAdded = false;

/**
 * Only /login is known up front: the signed-in routes (and TanStack Query, tRPC, the toaster
 * and every route definition) are one lazy module, added to the tree on the first navigation
 * to any other path (its not-found route then matches whatever is left). Budget: docs/performance.md.
 */
export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ patch }) {
    if (signedInAdded) return;
    const { signedInRoutes } = await import('./signed-in-routes');
    if (signedInAdded) return;
    signedInAdded = true;
    patch(ROOT_ID, signedInRoutes);
  },
});

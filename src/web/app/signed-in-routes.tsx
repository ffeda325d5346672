/**
 * Every route behind the sign-in, with the providers only they need (TanStack Query, the tRPC
 * client, the toaster). The router (router.tsx) loads this module on the first navigation to
 * a path other than /login, so the sign-in page never downloads any of it.
 */
import type { RouteObject } from 'react-router';
import { AppProviders } from './providers';
import { AuthGuard } from './auth-guard';
import { dashboardLoader, signedInRootLoader } from './signed-in-loaders';
import { ErrorFallback } from './error-fallback';
import { PATHS } from './paths';
import { PLACEHOLDER_ROUTES } from './placeholder-routes';
import { inspectionRoutes } from './inspection-routes';
import { installerRoutes } from './installer-routes';
import { projectsRoutes } from './routes/projects-routes';
import { documentReviewRoutes } from './routes/document-review-routes';
import { scheduleRoutes } from './routes/schedule-routes';
import { defectsRoutes } from './routes/defects-routes';
import { reportsRoutes } from './routes/reports-routes';
import { profileRoutes } from './routes/profile-routes';
import { accountRoutes } from './routes/account-routes';
import { paymentsRoutes } from './routes/payments-routes';
import { supportRoutes } from './routes/support-routes';
import { improvementsRoutes } from './routes/improvements-routes';
import { newsRoutes } from './routes/news-routes';
import { guidanceRoutes } from './routes/guidance-routes';
import { importsRoutes } from './routes/imports-routes';

function toPlaceholderRoute({ path, title }: { path: string; title: string }): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PlaceholderPage } = await import('../components/placeholder-page');
      return { element: <PlaceholderPage title={title} /> };
    },
  };
}

// Every page is its own lazy chunk; only the guard and the shell load up front.
const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
  },
  {
    path: PATHS.dashboard,
    loader: dashboardLoader,
    lazy: async () => ({
      Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
    }),
  },
  {
    path: PATHS.legacyInspection,
    lazy: async () => ({
      Component: (await import('./legacy-inspection-redirect')).LegacyInspectionRedirect,
    }),
  },
  {
    path: PATHS.search,
    lazy: async () => ({
      Component: (await import('./search-results-page')).SearchResultsPage,
    }),
  },
  ...inspectionRoutes,
  ...installerRoutes,
  ...projectsRoutes,
  ...documentReviewRoutes,
  ...scheduleRoutes,
  ...defectsRoutes,
  ...reportsRoutes,
  ...profileRoutes,
  ...accountRoutes,
  ...paymentsRoutes,
  ...supportRoutes,
  ...newsRoutes,
  ...improvementsRoutes,
  ...guidanceRoutes,
  ...importsRoutes,
  ...PLACEHOLDER_ROUTES.map(toPlaceholderRoute),
  { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
];

function SignedInRoot() {
  return (
    <AppProviders>
      <AuthGuard />
    </AppProviders>
  );
}

export const signedInRoutes: RouteObject[] = [
  {
    element: <SignedInRoot />,
    // Starts the session check and the shell's calls with the page's code (signed-in-loaders.ts);
    // once per entry into the signed-in area, not on every navigation inside it.
    loader: signedInRootLoader,
    shouldRevalidate: () => false,
    children: [
      {
        // The shell (sidebar, header, bell, menus) is its own chunk.
        lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
        // A failing page keeps the sidebar and header; the fallback renders inside <main>.
        children: [{ errorElement: <ErrorFallback />, children: pageRoutes }],
      },
    ],
  },
];

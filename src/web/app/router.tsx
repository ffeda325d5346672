import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthGuard } from './auth-guard';
import { ErrorFallback, FullPageErrorFallback } from './error-fallback';
import { FullPageLoading } from './full-page-loading';
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

export const router = createBrowserRouter([
  {
    errorElement: <FullPageErrorFallback />,
    HydrateFallback: FullPageLoading,
    children: [
      {
        path: PATHS.login,
        lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      },
      {
        element: <AuthGuard />,
        children: [
          {
            // The shell (sidebar, header, bell, menus) is its own chunk: /login never loads it.
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            // A failing page keeps the sidebar and header; the fallback renders inside <main>.
            children: [{ errorElement: <ErrorFallback />, children: pageRoutes }],
          },
        ],
      },
    ],
  },
]);

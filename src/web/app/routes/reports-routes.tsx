import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const reportsRoutes: RouteObject[] = [
  {
    path: PATHS.reports,
    lazy: async () => {
      const { ReportsPage } = await import('../../features/reports/reports-page');
      return { element: <ReportsPage /> };
    },
  },
];

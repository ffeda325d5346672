import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';
import { guardRoutes } from '../require-permission';

export const reportsRoutes: RouteObject[] = [
  guardRoutes({ permission: 'reports:view_all', title: 'Reports', action: 'view reports' }, [
    {
      path: PATHS.reports,
      lazy: async () => {
        const { ReportsPage } = await import('@/web/features/reports/reports-page');
        return { element: <ReportsPage /> };
      },
    },
  ]),
];

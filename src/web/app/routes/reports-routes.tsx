import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const reportsRoutes: RouteObject[] = [
  {
    path: PATHS.reports,
    lazy: async () => {
      const { PlaceholderPage } = await import('../../components/placeholder-page');
      return { element: <PlaceholderPage title="Reports" /> };
    },
  },
];

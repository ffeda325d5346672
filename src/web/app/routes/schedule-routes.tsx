import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const scheduleRoutes: RouteObject[] = [
  {
    path: PATHS.schedule,
    lazy: async () => {
      const { PlaceholderPage } = await import('../../components/placeholder-page');
      return { element: <PlaceholderPage title="Schedule Inspections" /> };
    },
  },
];

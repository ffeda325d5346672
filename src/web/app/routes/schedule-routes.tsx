import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const scheduleRoutes: RouteObject[] = [
  {
    path: PATHS.schedule,
    lazy: async () => {
      const { SchedulePage } = await import('../../features/schedule/schedule-page');
      return { element: <SchedulePage /> };
    },
  },
];

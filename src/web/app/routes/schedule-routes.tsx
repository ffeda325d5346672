import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';
import { guardRoutes } from '../require-permission';

export const scheduleRoutes: RouteObject[] = [
  guardRoutes(
    {
      permission: 'schedule:view',
      title: 'Schedule Inspections',
      action: 'view the inspection schedule',
    },
    [
      {
        path: PATHS.schedule,
        lazy: async () => {
          const { SchedulePage } = await import('@/web/features/schedule/schedule-page');
          return { element: <SchedulePage /> };
        },
      },
    ],
  ),
];

import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';
import { guardRoutes } from '../require-permission';

// /tracker is all import: data:import. /import also holds Export Data, so the page checks per tab.
export const importsRoutes: RouteObject[] = [
  guardRoutes({ permission: 'data:import', title: 'Excel Tracker', action: 'import data' }, [
    {
      path: PATHS.tracker,
      lazy: async () => {
        const { TrackerPage } = await import('@/web/features/imports/tracker-page');
        return { element: <TrackerPage /> };
      },
    },
  ]),
  {
    path: PATHS.import,
    lazy: async () => {
      const { ImportPage } = await import('@/web/features/imports/import-page');
      return { element: <ImportPage /> };
    },
  },
];

import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const defectsRoutes: RouteObject[] = [
  {
    path: PATHS.defects,
    lazy: async () => {
      const { DefectsPage } = await import('../../features/defects/defects-page');
      return { element: <DefectsPage /> };
    },
  },
  {
    path: PATHS.followup,
    lazy: async () => {
      const { FollowupsPage } = await import('../../features/followups/followups-page');
      return { element: <FollowupsPage /> };
    },
  },
];

import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

// Every signed-in user reads and uploads; the server decides who publishes and who sees drafts.
export const guidanceRoutes: RouteObject[] = [
  {
    path: PATHS.guidanceDocs,
    lazy: async () => {
      const { GuidancePage } = await import('@/web/features/guidance/guidance-page');
      return { element: <GuidancePage /> };
    },
  },
];

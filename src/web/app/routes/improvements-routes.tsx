import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

// Every signed-in user reads, votes, comments and suggests; the server decides who manages.
export const improvementsRoutes: RouteObject[] = [
  {
    path: PATHS.improvements,
    lazy: async () => {
      const { ImprovementsPage } = await import('@/web/features/improvements/improvements-page');
      return { element: <ImprovementsPage /> };
    },
  },
];

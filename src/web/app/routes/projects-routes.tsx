import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const projectsRoutes: RouteObject[] = [
  {
    path: PATHS.projects,
    lazy: async () => {
      const { PlaceholderPage } = await import('../../components/placeholder-page');
      return { element: <PlaceholderPage title="New Projects" /> };
    },
  },
];

import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const profileRoutes: RouteObject[] = [
  {
    path: PATHS.profileSettings,
    lazy: async () => {
      const { PlaceholderPage } = await import('../../components/placeholder-page');
      return { element: <PlaceholderPage title="Profile Settings" /> };
    },
  },
];

import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const accountRoutes: RouteObject[] = [
  {
    path: PATHS.accountSettings,
    lazy: async () => {
      const { PlaceholderPage } = await import('../../components/placeholder-page');
      return { element: <PlaceholderPage title="Account Settings" /> };
    },
  },
];

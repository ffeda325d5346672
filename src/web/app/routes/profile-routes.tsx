import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const profileRoutes: RouteObject[] = [
  {
    path: PATHS.profileSettings,
    lazy: async () => {
      const { ProfileSettingsPage } = await import('@/web/features/profile/profile-settings-page');
      return { element: <ProfileSettingsPage /> };
    },
  },
];

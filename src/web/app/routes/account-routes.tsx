import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const accountRoutes: RouteObject[] = [
  {
    path: PATHS.accountSettings,
    lazy: async () => {
      const { AccountSettingsPage } = await import('@/web/features/account/account-settings-page');
      return { element: <AccountSettingsPage /> };
    },
  },
];

import type { RouteObject } from 'react-router';
import { PATHS } from './paths';
import { guardRoutes } from './require-permission';

// Installer and monitoring pages, each its own lazy chunk (issue 4).
export const installerRoutes: RouteObject[] = [
  guardRoutes({ permission: 'installers:view', title: 'Installers', action: 'view installers' }, [
    {
      path: PATHS.installers,
      lazy: async () => ({
        Component: (await import('../features/installers/list/installers-page')).InstallersPage,
      }),
    },
    {
      path: PATHS.installerDetail,
      lazy: async () => ({
        Component: (await import('../features/installers/profile/installer-profile-page'))
          .InstallerProfilePage,
      }),
    },
    {
      path: PATHS.installerProfileDemo,
      lazy: async () => ({
        Component: (await import('../features/installers/profile/installer-profile-demo-page'))
          .InstallerProfileDemoPage,
      }),
    },
  ]),
  guardRoutes(
    {
      permission: 'installers:view',
      title: 'Enhanced Monitoring',
      action: 'view enhanced monitoring',
    },
    [
      {
        path: PATHS.enhancedMonitoring,
        lazy: async () => ({
          Component: (await import('../features/monitoring/enhanced-monitoring-page'))
            .EnhancedMonitoringPage,
        }),
      },
    ],
  ),
  {
    path: PATHS.alerts,
    lazy: async () => ({
      Component: (await import('../features/alerts/alerts-page')).AlertsPage,
    }),
  },
  {
    path: PATHS.settings,
    lazy: async () => ({
      Component: (await import('../features/settings/admin-settings-page')).AdminSettingsPage,
    }),
  },
];

import { ShieldAlert, Users, Wrench } from 'lucide-react';
import { PATHS } from '../paths';
import type { AppRoute } from './route-types';

const VIEW_INSTALLERS = {
  permission: 'installers:view',
  action: 'view installers',
  title: 'Installers',
} as const;

/** Installer and monitoring pages (issue 4). */
export const INSTALLER_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.installers,
    title: 'Installers',
    requires: VIEW_INSTALLERS,
    menu: { section: 'sidebar', label: 'Installers', icon: Users, order: 7 },
    tile: {
      title: 'Installers',
      description: 'Installer profiles, risk and compliance',
      icon: Users,
      order: 11,
    },
    page: () =>
      import('@/web/features/installers/list/installers-page').then((m) => m.InstallersPage),
  },
  {
    path: PATHS.remediations,
    title: 'Remediations',
    // Reviewing remediations is the same second judgement as overturning a fail.
    requires: { permission: 'checklists:overturn', action: 'review remediations' },
    menu: { section: 'sidebar', label: 'Remediations', icon: Wrench, order: 7.5 },
    page: () =>
      import('@/web/features/remediations/remediations-page').then((m) => m.RemediationsPage),
  },
  {
    path: PATHS.installerDetail,
    title: 'Installer Profile',
    requires: VIEW_INSTALLERS,
    page: () =>
      import('@/web/features/installers/profile/installer-profile-page').then(
        (m) => m.InstallerProfilePage,
      ),
  },
  {
    path: PATHS.installerProfileDemo,
    title: 'Installer Profile Demo',
    requires: VIEW_INSTALLERS,
    page: () =>
      import('@/web/features/installers/profile/installer-profile-demo-page').then(
        (m) => m.InstallerProfileDemoPage,
      ),
  },
  {
    path: PATHS.enhancedMonitoring,
    title: 'Enhanced Monitoring',
    requires: { permission: 'installers:view', action: 'view enhanced monitoring' },
    menu: { section: 'sidebar', label: 'Enhanced Monitoring', icon: ShieldAlert, order: 9 },
    tile: {
      title: 'Enhanced Monitoring',
      description: 'Installers under closer watch',
      icon: ShieldAlert,
      order: 10,
    },
    page: () =>
      import('@/web/features/monitoring/enhanced-monitoring-page').then(
        (m) => m.EnhancedMonitoringPage,
      ),
  },
];

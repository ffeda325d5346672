import {
  Bell,
  House,
  LayoutDashboard,
  Settings,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { PATHS } from '../paths';
import { DEFAULT_PAGE_TITLE, type AppRoute } from './route-types';

/** The home grid, the dashboard, search, alerts and the settings pages. */
export const CORE_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.home,
    title: DEFAULT_PAGE_TITLE,
    menu: { section: 'sidebar', label: 'Homepage', icon: House, order: 1 },
    page: () => import('../home-route').then((m) => m.HomeRoute),
  },
  {
    path: PATHS.dashboard,
    title: 'Dashboard',
    menu: { section: 'sidebar', label: 'Dashboard', icon: LayoutDashboard, order: 2 },
    tile: {
      title: 'Dashboard',
      description: 'Key figures and recent activity at a glance',
      icon: LayoutDashboard,
      order: 1,
    },
    page: () => import('@/web/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  },
  {
    path: PATHS.search,
    title: 'Search Results',
    page: () => import('../search-results-page').then((m) => m.SearchResultsPage),
  },
  {
    path: PATHS.alerts,
    title: 'Alerts & Notifications',
    menu: { section: 'sidebar', label: 'Alerts', icon: Bell, order: 11 },
    tile: {
      title: 'Alerts & Notifications',
      description: 'Alerts that need your attention',
      icon: Bell,
      order: 16,
    },
    page: () => import('@/web/features/alerts/alerts-page').then((m) => m.AlertsPage),
  },
  {
    path: PATHS.profileSettings,
    title: 'Profile Settings',
    menu: accountEntry('Profile Settings', UserRound, 1),
    page: () =>
      import('@/web/features/profile/profile-settings-page').then((m) => m.ProfileSettingsPage),
  },
  {
    path: PATHS.accountSettings,
    title: 'Account Settings',
    menu: accountEntry('Account Settings', Settings, 2),
    page: () =>
      import('@/web/features/account/account-settings-page').then((m) => m.AccountSettingsPage),
  },
  {
    // Offered to every user, as in the spec; the page itself checks permissions per tab.
    path: PATHS.settings,
    title: 'Admin Settings',
    menu: accountEntry('Admin Settings', ShieldCheck, 3),
    tile: {
      title: 'Admin Settings',
      description: 'Users, roles and security settings',
      icon: Settings,
      order: 20,
    },
    page: () =>
      import('@/web/features/settings/admin-settings-page').then((m) => m.AdminSettingsPage),
  },
];

function accountEntry(label: string, icon: LucideIcon, order: number) {
  return { section: 'account', label, icon, order } as const;
}

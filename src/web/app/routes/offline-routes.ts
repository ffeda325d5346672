import { CloudOff } from 'lucide-react';
import { PATHS } from '../paths';
import type { AppRoute } from './route-types';

/**
 * The pages that work with no network (issue 32 points 2 to 5): they render from the device's
 * own store, behind their own guard (the user kept on the device when offline), outside the
 * staff shell whose calls need the server. signed-in-routes.tsx mounts them apart.
 */
export const OFFLINE_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.offline,
    title: 'Available offline',
    // Not checked by a guard (offline there is no server to ask): it hides the menu entry, and
    // the server refuses the list to other roles.
    requires: { permission: 'checklists:answer', action: 'keep inspections on this device' },
    menu: { section: 'sidebar', label: 'Available offline', icon: CloudOff, order: 6.5 },
    page: () => import('@/web/offline/offline-list-page').then((m) => m.OfflineListPage),
  },
  {
    path: PATHS.offlineInspection,
    title: 'On site',
    page: () =>
      import('@/web/features/on-site/on-site-inspection-page').then((m) => m.OnSiteInspectionPage),
  },
];

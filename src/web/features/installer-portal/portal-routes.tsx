import type { RouteObject } from 'react-router';

/**
 * The portal's pages under /portal (issue 31 point 3), each its own lazy chunk inside the
 * portal's shell. The app's routing (src/web/app/signed-in-routes.tsx) mounts them for INSTALLER
 * users only. Remediations and Messages belong to their own parts of the feature.
 */
export const PORTAL_PAGE_ROUTES: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./overview/overview-page')).OverviewPage }),
  },
  {
    path: 'inspections',
    lazy: async () => ({
      Component: (await import('./inspections/inspections-page')).InspectionsPage,
    }),
  },
  {
    path: 'inspections/:id',
    lazy: async () => ({
      Component: (await import('./inspections/inspection-page')).InspectionPage,
    }),
  },
  {
    path: 'remediations',
    lazy: async () => ({
      Component: (await import('./remediations/remediations-page')).RemediationsPage,
    }),
  },
  {
    path: 'messages',
    lazy: async () => ({ Component: (await import('./messages/messages-page')).MessagesPage }),
  },
  {
    path: 'account',
    lazy: async () => ({ Component: (await import('./account/account-page')).AccountPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./portal-not-found')).PortalNotFound }),
  },
];

/** The portal's shell (header, menu), a chunk of its own like the staff shell. */
export const loadPortalLayout = async () => ({
  Component: (await import('./shell/portal-layout')).PortalLayout,
});

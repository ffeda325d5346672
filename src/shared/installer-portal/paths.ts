// No imports: the router and the sign-in page read these, and they are part of /login's
// entry, which has a weight budget (docs/performance.md).

/** The portal's pages (issue 31 point 3); the invitation page (accounts.ts) is public. */
export const PORTAL_PATHS = {
  overview: '/portal',
  inspections: '/portal/inspections',
  inspection: '/portal/inspections/:id',
  remediations: '/portal/remediations',
  messages: '/portal/messages',
  account: '/portal/account',
} as const;

export function isPortalPath(pathname: string): boolean {
  return pathname === PORTAL_PATHS.overview || pathname.startsWith(`${PORTAL_PATHS.overview}/`);
}

export function portalInspectionPath(id: string): string {
  return `${PORTAL_PATHS.inspections}/${encodeURIComponent(id)}`;
}

import { COMMUNITY_ROUTES } from './community-routes';
import { CORE_ROUTES } from './core-routes';
import { INSPECTION_ROUTES } from './inspection-routes';
import { INSTALLER_ROUTES } from './installer-routes';
import type { AppRoute } from './route-types';
import { SAMPLING_PROPOSALS_ROUTES } from './sampling-proposals-routes';
import { SAMPLING_ROUTES } from './sampling-routes';
import { WORK_ROUTES } from './work-routes';

/**
 * Every route behind the sign-in (spec 01 section 2). The router, the sidebar and account menu,
 * the header and tab titles, the permission guard, the home grid and the browser tests all
 * read these declarations; nothing else lists routes.
 */
export const SIGNED_IN_ROUTES: readonly AppRoute[] = [
  ...CORE_ROUTES,
  ...INSPECTION_ROUTES,
  ...INSTALLER_ROUTES,
  ...SAMPLING_PROPOSALS_ROUTES,
  ...SAMPLING_ROUTES,
  ...WORK_ROUTES,
  ...COMMUNITY_ROUTES,
];

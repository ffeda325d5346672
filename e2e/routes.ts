import type { Permission } from '../src/shared/permissions';
import { SIGNED_IN_ROUTES } from '../src/web/app/routes/signed-in-table';

/**
 * Browser specs read the routes from the app's route table (src/web/app/routes), so a route
 * added there is covered here without a second list to keep up to date.
 */

/** Every signed-in route without parameters: the pages a user can open from the address alone. */
export const DIRECT_PATHS: readonly string[] = SIGNED_IN_ROUTES.map(({ path }) => path).filter(
  (path) => !path.includes(':'),
);

/** The routes that require a permission, such as every way into registration. */
export function listPathsRequiring(permission: Permission): string[] {
  return SIGNED_IN_ROUTES.filter(({ requires }) => requires?.permission === permission).map(
    ({ path }) => path,
  );
}

import type { HomeTile } from '@/web/features/home/home-tiles';
import { filterPermitted, type PermissionCheck } from '@/web/lib/permission-check';
import { SIGNED_IN_ROUTES } from './routes/signed-in-table';

/**
 * The home grid, read from the route table in the spec's order. A tile needs what its route
 * requires, unless the tile is offered to every role. Counts come from the server
 * (home.badges), never the spec's fixed sample numbers.
 */
export const HOME_TILES: readonly HomeTile[] = SIGNED_IN_ROUTES.flatMap(
  ({ path, requires, tile }) => {
    if (!tile) return [];
    const { title, description, icon, order, isOfferedToEveryRole } = tile;
    const permission = isOfferedToEveryRole ? undefined : requires?.permission;
    return [{ order, tile: { path, title, description, icon, ...(permission && { permission }) } }];
  },
)
  .sort((a, b) => a.order - b.order)
  .map(({ tile }) => tile);

/** The tiles the role may use, in the spec's order. */
export function listHomeTiles(can: PermissionCheck): HomeTile[] {
  return filterPermitted(HOME_TILES, can);
}

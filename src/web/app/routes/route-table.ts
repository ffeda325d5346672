import { OFFLINE_ROUTES } from './offline-routes';
import { PUBLIC_ROUTES } from './public-routes';
import type { AppRoute, MenuSection, RouteMenuEntry } from './route-types';
import { SIGNED_IN_ROUTES } from './signed-in-table';

/** The one route table: the signed-out pages, every page behind the sign-in, the offline pages. */
export const ROUTES: readonly AppRoute[] = [
  ...PUBLIC_ROUTES,
  ...SIGNED_IN_ROUTES,
  ...OFFLINE_ROUTES,
];

export type MenuLink = RouteMenuEntry & Pick<AppRoute, 'path' | 'requires'>;

/** A menu's links in their order, each with the route it opens and what that route requires. */
export function listMenuLinks(section: MenuSection): MenuLink[] {
  return ROUTES.flatMap(({ path, requires, menu }) =>
    menu?.section === section ? [{ ...menu, path, requires }] : [],
  ).sort((a, b) => a.order - b.order);
}

import type { Permission } from '@/shared/permissions';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

/** The product name: the title of the home page and of any path no route claims. */
export const DEFAULT_PAGE_TITLE = 'InspectHub';

/** A page's code as its own chunk, downloaded on the first visit. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * What a role needs to open the route. Roles without it get the 'Your role cannot {action}'
 * page under `title` (the route's own title unless given), and no menu entry or tile for it.
 */
export type RouteRequirement = { permission: Permission; action: string; title?: string };

/** Where a link to the route is offered: the sidebar (and phone drawer) or the account menu. */
export type MenuSection = 'sidebar' | 'account';

/** A link in a menu; `order` places it within its section (spec 01 section 2). */
export type RouteMenuEntry = {
  section: MenuSection;
  label: string;
  icon: LucideIcon;
  order: number;
};

/**
 * A tile of the home grid (spec 02 'Home tile grid'); `order` places it in the grid.
 * `isOfferedToEveryRole`: the tile shows even to roles the route refuses, whose click then
 * explains why, as the spec's grid does for the Excel Tracker.
 */
export type RouteHomeTile = {
  title: string;
  description: string;
  icon: LucideIcon;
  order: number;
  isOfferedToEveryRole?: boolean;
};

/**
 * One route of the portal, declared once: its path (from PATHS), the title the header and the
 * browser tab show, what it requires, its menu entry and home tile if any, and its page.
 * `page` is a loader for a lazy chunk, or `{ eager }` for the one page that is part of the entry.
 */
export type AppRoute = {
  path: string;
  title: string;
  requires?: RouteRequirement;
  menu?: RouteMenuEntry;
  tile?: RouteHomeTile;
  page: PageLoader | { eager: ComponentType };
};

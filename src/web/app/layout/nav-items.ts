import type { Permission } from '@/shared/permissions';
import type { LucideIcon } from 'lucide-react';
import { filterPermitted, type PermissionCheck } from '@/web/lib/permission-check';
import { PATHS } from '../paths';
import { listMenuLinks } from '../routes/route-table';

/** `permission`: what the page needs; roles without it do not see the entry. */
export type NavItem = { label: string; path: string; icon: LucideIcon; permission?: Permission };

/**
 * Sidebar entries in the spec's order, read from the route table (src/web/app/routes); Logout
 * is a button, not a link, so it is not listed here.
 */
export const NAV_ITEMS: readonly NavItem[] = listMenuLinks('sidebar').map(
  ({ label, path, icon, requires }) => ({
    label,
    path,
    icon,
    ...(requires && { permission: requires.permission }),
  }),
);

/** The sidebar entries the role may use, in the spec's order. */
export function listNavItems(can: PermissionCheck): NavItem[] {
  return filterPermitted(NAV_ITEMS, can);
}

/**
 * An entry is active on its own path and on any path beneath it, so Inspections
 * stays lit across /inspections/* and Installers on /installers/{id}. Homepage
 * would otherwise match everything, so it is active on '/' only.
 */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (itemPath === PATHS.home) return current === PATHS.home;
  return current === itemPath || current.startsWith(`${itemPath}/`);
}

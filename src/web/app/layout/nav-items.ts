import type { Permission } from '@/shared/permissions';
import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  BookOpen,
  ChartColumn,
  ClipboardList,
  ClipboardPlus,
  Clock,
  CreditCard,
  Eye,
  House,
  LayoutDashboard,
  LifeBuoy,
  Newspaper,
  ShieldAlert,
  Users,
} from 'lucide-react';
import { filterPermitted, type PermissionCheck } from '@/web/lib/permission-check';
import { PATHS } from '../paths';

/** `permission`: what the page needs; roles without it do not see the entry. */
export type NavItem = { label: string; path: string; icon: LucideIcon; permission?: Permission };

/** Sidebar entries in the spec's order; Logout is a button, not a link, so it is not listed here. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Homepage', path: PATHS.home, icon: House },
  { label: 'Dashboard', path: PATHS.dashboard, icon: LayoutDashboard },
  {
    label: 'Register Inspection',
    path: PATHS.inspectionCreate,
    icon: ClipboardPlus,
    permission: 'inspections:create',
  },
  { label: 'Pending Inspections', path: PATHS.inspectionsPending, icon: Clock },
  { label: 'Inspections', path: PATHS.inspections, icon: ClipboardList },
  { label: 'View Inspections', path: PATHS.viewInspections, icon: Eye },
  { label: 'Installers', path: PATHS.installers, icon: Users, permission: 'installers:view' },
  { label: 'Reports', path: PATHS.reports, icon: ChartColumn, permission: 'reports:view_all' },
  {
    label: 'Enhanced Monitoring',
    path: PATHS.enhancedMonitoring,
    icon: ShieldAlert,
    permission: 'installers:view',
  },
  { label: 'Payments', path: PATHS.payments, icon: CreditCard, permission: 'payments:view' },
  { label: 'Alerts', path: PATHS.alerts, icon: Bell },
  { label: 'News & Updates', path: PATHS.newsUpdates, icon: Newspaper },
  { label: 'Guidance Docs', path: PATHS.guidanceDocs, icon: BookOpen },
  { label: 'Support', path: PATHS.support, icon: LifeBuoy },
];

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

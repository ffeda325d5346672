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
import { PATHS } from '../paths';

export type NavItem = { label: string; path: string; icon: LucideIcon };

/** Sidebar entries in the spec's order; Logout is a button, not a link, so it is not listed here. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Homepage', path: PATHS.home, icon: House },
  { label: 'Dashboard', path: PATHS.dashboard, icon: LayoutDashboard },
  { label: 'Register Inspection', path: PATHS.inspectionCreate, icon: ClipboardPlus },
  { label: 'Pending Inspections', path: PATHS.inspectionsPending, icon: Clock },
  { label: 'Inspections', path: PATHS.inspections, icon: ClipboardList },
  { label: 'View Inspections', path: PATHS.viewInspections, icon: Eye },
  { label: 'Installers', path: PATHS.installers, icon: Users },
  { label: 'Reports', path: PATHS.reports, icon: ChartColumn },
  { label: 'Enhanced Monitoring', path: PATHS.enhancedMonitoring, icon: ShieldAlert },
  { label: 'Payments', path: PATHS.payments, icon: CreditCard },
  { label: 'Alerts', path: PATHS.alerts, icon: Bell },
  { label: 'News & Updates', path: PATHS.newsUpdates, icon: Newspaper },
  { label: 'Guidance Docs', path: PATHS.guidanceDocs, icon: BookOpen },
  { label: 'Support', path: PATHS.support, icon: LifeBuoy },
];

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

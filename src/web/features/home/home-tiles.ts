import type { Permission } from '@/shared/permissions';
import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  BookOpen,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  CreditCard,
  Eye,
  FileSearch,
  FileSpreadsheet,
  FolderPlus,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  Newspaper,
  Settings,
  ShieldAlert,
  TrendingUp,
  TriangleAlert,
  Upload,
  Users,
} from 'lucide-react';
import { PATHS } from '@/web/app/paths';
import { filterPermitted, type PermissionCheck } from '@/web/lib/permission-check';

/**
 * A home tile; `count` shows as a badge only when above 0 (spec 02 'Home tile
 * grid'); `permission` is what its page needs, and roles without it do not see it.
 */
export type HomeTile = {
  path: string;
  title: string;
  description: string;
  icon: LucideIcon;
  count?: number;
  permission?: Permission;
};

// Counts come from the server (home.badges), never the spec's fixed sample numbers.
export const HOME_TILES: readonly HomeTile[] = [
  {
    path: PATHS.dashboard,
    title: 'Dashboard',
    description: 'Key figures and recent activity at a glance',
    icon: LayoutDashboard,
  },
  {
    path: PATHS.projects,
    title: 'New Projects',
    description: 'Set up and track retrofit projects',
    icon: FolderPlus,
    permission: 'projects:view',
  },
  {
    path: PATHS.docsReview,
    title: 'Docs Review',
    description: 'Review submitted documents and evidence',
    icon: FileSearch,
    permission: 'documents:review',
  },
  {
    path: PATHS.schedule,
    title: 'Schedule Inspections',
    description: 'Plan inspections in the calendar',
    icon: CalendarDays,
    permission: 'schedule:view',
  },
  {
    path: PATHS.inspections,
    title: 'Inspections',
    description: 'Register and manage inspections',
    icon: ClipboardList,
  },
  {
    path: PATHS.defects,
    title: 'Defect Log',
    description: 'Record and resolve defects found on site',
    icon: TriangleAlert,
    permission: 'defects:view',
  },
  {
    path: PATHS.followup,
    title: 'Follow-up & Resolution',
    description: 'Track follow-up actions to completion',
    icon: ListChecks,
    permission: 'followups:view',
  },
  {
    path: PATHS.tracker,
    title: 'Excel Tracker',
    description: 'Upload and convert Excel trackers',
    icon: FileSpreadsheet,
  },
  {
    path: PATHS.improvements,
    title: 'Process Improvement',
    description: 'Initiatives, metrics and suggestions',
    icon: TrendingUp,
  },
  {
    path: PATHS.enhancedMonitoring,
    title: 'Enhanced Monitoring',
    description: 'Installers under closer watch',
    icon: ShieldAlert,
    permission: 'installers:view',
  },
  {
    path: PATHS.installers,
    title: 'Installers',
    description: 'Installer profiles, risk and compliance',
    icon: Users,
    permission: 'installers:view',
  },
  {
    path: PATHS.reports,
    title: 'Reports',
    description: 'Reports and analytics',
    icon: ChartColumn,
    permission: 'reports:view_all',
  },
  {
    path: PATHS.import,
    title: 'Import/Export',
    description: 'Bring data in or export it',
    icon: Upload,
  },
  {
    path: PATHS.viewInspections,
    title: 'View Inspections',
    description: 'Search, filter and export inspections',
    icon: Eye,
  },
  {
    path: PATHS.payments,
    title: 'Payments',
    description: 'Invoices and payment tracking',
    icon: CreditCard,
    permission: 'payments:view',
  },
  {
    path: PATHS.alerts,
    title: 'Alerts & Notifications',
    description: 'Alerts that need your attention',
    icon: Bell,
  },
  {
    path: PATHS.newsUpdates,
    title: 'News & Updates',
    description: 'Announcements and product news',
    icon: Newspaper,
  },
  {
    path: PATHS.guidanceDocs,
    title: 'Guidance Docs',
    description: 'Procedures, checklists and standards',
    icon: BookOpen,
  },
  {
    path: PATHS.support,
    title: 'Support',
    description: 'Tickets, FAQs and contact',
    icon: LifeBuoy,
  },
  {
    path: PATHS.settings,
    title: 'Admin Settings',
    description: 'Users, roles and security settings',
    icon: Settings,
  },
];

/** The tiles the role may use, in the spec's order. */
export function listHomeTiles(can: PermissionCheck): HomeTile[] {
  return filterPermitted(HOME_TILES, can);
}

/** Badge text for a tile, or null when no badge should show. */
export function getTileBadge(tile: HomeTile): string | null {
  return tile.count !== undefined && tile.count > 0 ? String(tile.count) : null;
}

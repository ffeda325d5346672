import {
  CalendarDays,
  ChartColumn,
  CreditCard,
  FileSearch,
  FileSpreadsheet,
  FolderPlus,
  ListChecks,
  TriangleAlert,
  Upload,
} from 'lucide-react';
import { PATHS, PROJECT_DETAIL_PATH } from '../paths';
import type { AppRoute } from './route-types';

const VIEW_PROJECTS = {
  permission: 'projects:view',
  action: 'view projects',
  title: 'New Projects',
} as const;

/** The work around inspections: projects, documents, the schedule, defects, payments, reports, data. */
export const WORK_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.projects,
    title: 'New Projects',
    requires: VIEW_PROJECTS,
    tile: {
      title: 'New Projects',
      description: 'Set up and track retrofit projects',
      icon: FolderPlus,
      order: 2,
    },
    page: () => import('@/web/features/projects/projects-page').then((m) => m.ProjectsPage),
  },
  {
    path: PROJECT_DETAIL_PATH,
    title: 'Project',
    requires: VIEW_PROJECTS,
    page: () =>
      import('@/web/features/projects/project-detail-page').then((m) => m.ProjectDetailPage),
  },
  {
    path: PATHS.docsReview,
    title: 'Document Review',
    requires: { permission: 'documents:review', action: 'review documents' },
    tile: {
      title: 'Docs Review',
      description: 'Review submitted documents and evidence',
      icon: FileSearch,
      order: 3,
    },
    page: () =>
      import('@/web/features/document-reviews/document-reviews-page').then(
        (m) => m.DocumentReviewsPage,
      ),
  },
  {
    path: PATHS.schedule,
    title: 'Schedule Inspections',
    requires: { permission: 'schedule:view', action: 'view the inspection schedule' },
    tile: {
      title: 'Schedule Inspections',
      description: 'Plan inspections in the calendar',
      icon: CalendarDays,
      order: 4,
    },
    page: () => import('@/web/features/schedule/schedule-page').then((m) => m.SchedulePage),
  },
  {
    path: PATHS.defects,
    title: 'Defect Log',
    requires: { permission: 'defects:view', action: 'view defects' },
    tile: {
      title: 'Defect Log',
      description: 'Record and resolve defects found on site',
      icon: TriangleAlert,
      order: 6,
    },
    page: () => import('@/web/features/defects/defects-page').then((m) => m.DefectsPage),
  },
  {
    path: PATHS.followup,
    title: 'Follow-up & Resolution',
    requires: { permission: 'followups:view', action: 'view follow-ups' },
    tile: {
      title: 'Follow-up & Resolution',
      description: 'Track follow-up actions to completion',
      icon: ListChecks,
      order: 7,
    },
    page: () => import('@/web/features/followups/followups-page').then((m) => m.FollowupsPage),
  },
  {
    // All import: data:import. Import/Export also holds Export Data, so that page checks per tab.
    path: PATHS.tracker,
    title: 'Excel Tracker',
    requires: { permission: 'data:import', action: 'import data' },
    tile: {
      title: 'Excel Tracker',
      description: 'Upload and convert Excel trackers',
      icon: FileSpreadsheet,
      order: 8,
      isOfferedToEveryRole: true,
    },
    page: () => import('@/web/features/imports/tracker-page').then((m) => m.TrackerPage),
  },
  {
    path: PATHS.import,
    title: 'Import/Export',
    tile: {
      title: 'Import/Export',
      description: 'Bring data in or export it',
      icon: Upload,
      order: 13,
    },
    page: () => import('@/web/features/imports/import-page').then((m) => m.ImportPage),
  },
  {
    path: PATHS.reports,
    title: 'Reports',
    requires: { permission: 'reports:view_all', action: 'view reports' },
    menu: { section: 'sidebar', label: 'Reports', icon: ChartColumn, order: 8 },
    tile: { title: 'Reports', description: 'Reports and analytics', icon: ChartColumn, order: 12 },
    page: () => import('@/web/features/reports/reports-page').then((m) => m.ReportsPage),
  },
  {
    path: PATHS.payments,
    title: 'Payments',
    requires: {
      permission: 'payments:view',
      action: 'view payments',
      title: 'Payments & Financial Tracking',
    },
    menu: { section: 'sidebar', label: 'Payments', icon: CreditCard, order: 10 },
    tile: {
      title: 'Payments',
      description: 'Invoices and payment tracking',
      icon: CreditCard,
      order: 15,
    },
    page: () => import('@/web/features/payments/payments-page').then((m) => m.PaymentsPage),
  },
];

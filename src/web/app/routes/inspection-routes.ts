import { ClipboardList, ClipboardPlus, Clock, Eye } from 'lucide-react';
import { PATHS } from '../paths';
import type { AppRoute } from './route-types';

// Every way into registration needs inspections:create: other roles see why, never the form.
const REGISTER = {
  permission: 'inspections:create',
  action: 'register inspections',
  title: 'Register Inspection',
} as const;

/** Inspection pages (issue 3). */
export const INSPECTION_ROUTES: readonly AppRoute[] = [
  {
    path: PATHS.inspections,
    title: 'Inspections',
    menu: { section: 'sidebar', label: 'Inspections', icon: ClipboardList, order: 5 },
    tile: {
      title: 'Inspections',
      description: 'Register and manage inspections',
      icon: ClipboardList,
      order: 5,
    },
    page: () =>
      import('@/web/features/inspections/hub/inspections-hub-page').then(
        (m) => m.InspectionsHubPage,
      ),
  },
  {
    path: PATHS.inspectionRegister,
    title: 'Register Inspection',
    requires: REGISTER,
    page: () =>
      import('@/web/features/inspections/register/register-chooser-page').then(
        (m) => m.RegisterChooserPage,
      ),
  },
  {
    path: PATHS.inspectionCreate,
    title: 'Register New Inspection',
    requires: REGISTER,
    menu: { section: 'sidebar', label: 'Register Inspection', icon: ClipboardPlus, order: 3 },
    page: () =>
      import('@/web/features/inspections/register/single-page/register-inspection-page').then(
        (m) => m.RegisterInspectionPage,
      ),
  },
  {
    path: PATHS.inspectionRegisterSchedule,
    title: 'Schedule New Inspection',
    requires: REGISTER,
    page: () =>
      import('@/web/features/inspections/register/wizard/schedule-wizard-page').then(
        (m) => m.ScheduleWizardPage,
      ),
  },
  {
    path: PATHS.inspectionRegisterCompleted,
    title: 'Register Completed Inspection',
    requires: REGISTER,
    page: () =>
      import('@/web/features/inspections/register/wizard/completed-wizard-page').then(
        (m) => m.CompletedWizardPage,
      ),
  },
  {
    // The old page (sidebar 'Register Inspection') only forwards to the chooser.
    path: PATHS.legacyInspection,
    title: 'Register Inspection',
    page: () => import('../legacy-inspection-redirect').then((m) => m.LegacyInspectionRedirect),
  },
  {
    path: PATHS.inspectionsPending,
    title: 'Pending Inspections',
    menu: { section: 'sidebar', label: 'Pending Inspections', icon: Clock, order: 4 },
    page: () =>
      import('@/web/features/inspections/pending/pending-inspections-page').then(
        (m) => m.PendingInspectionsPage,
      ),
  },
  {
    path: PATHS.inspectionChecklists,
    title: 'Measure Checklists',
    page: () =>
      import('@/web/features/inspections/checklists/checklists-page').then((m) => m.ChecklistsPage),
  },
  {
    path: PATHS.inspectionDetail,
    title: 'Inspection',
    page: () =>
      import('@/web/features/inspections/detail/inspection-detail-page').then(
        (m) => m.InspectionDetailPage,
      ),
  },
  {
    path: PATHS.inspectionEdit,
    title: 'Edit Inspection',
    requires: { permission: 'inspections:edit', action: 'edit inspections' },
    page: () =>
      import('@/web/features/inspections/detail/inspection-edit-page').then(
        (m) => m.InspectionEditPage,
      ),
  },
  {
    path: PATHS.viewInspections,
    title: 'View Inspections',
    menu: { section: 'sidebar', label: 'View Inspections', icon: Eye, order: 6 },
    tile: {
      title: 'View Inspections',
      description: 'Search, filter and export inspections',
      icon: Eye,
      order: 14,
    },
    page: () =>
      import('@/web/features/inspections/list/view-inspections-page').then(
        (m) => m.ViewInspectionsPage,
      ),
  },
];

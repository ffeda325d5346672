import type { RouteObject } from 'react-router';
import { PATHS } from './paths';
import { guardRoutes } from './require-permission';

// Inspection pages, each its own lazy chunk (issue 3).
export const inspectionRoutes: RouteObject[] = [
  {
    path: PATHS.inspections,
    lazy: async () => ({
      Component: (await import('../features/inspections/hub/inspections-hub-page'))
        .InspectionsHubPage,
    }),
  },
  // Registration needs inspections:create: other roles see why, never the form.
  guardRoutes(
    {
      permission: 'inspections:create',
      title: 'Register Inspection',
      action: 'register inspections',
    },
    [
      {
        path: PATHS.inspectionRegister,
        lazy: async () => ({
          Component: (await import('../features/inspections/register/register-chooser-page'))
            .RegisterChooserPage,
        }),
      },
      {
        path: PATHS.inspectionCreate,
        lazy: async () => ({
          Component: (
            await import('../features/inspections/register/single-page/register-inspection-page')
          ).RegisterInspectionPage,
        }),
      },
      {
        path: PATHS.inspectionRegisterSchedule,
        lazy: async () => ({
          Component: (await import('../features/inspections/register/wizard/schedule-wizard-page'))
            .ScheduleWizardPage,
        }),
      },
      {
        path: PATHS.inspectionRegisterCompleted,
        lazy: async () => ({
          Component: (await import('../features/inspections/register/wizard/completed-wizard-page'))
            .CompletedWizardPage,
        }),
      },
    ],
  ),
  {
    path: PATHS.inspectionsPending,
    lazy: async () => ({
      Component: (await import('../features/inspections/pending/pending-inspections-page'))
        .PendingInspectionsPage,
    }),
  },
  {
    path: PATHS.inspectionChecklists,
    lazy: async () => ({
      Component: (await import('../features/inspections/checklists/checklists-page'))
        .ChecklistsPage,
    }),
  },
  {
    path: PATHS.inspectionDetail,
    lazy: async () => ({
      Component: (await import('../features/inspections/detail/inspection-detail-page'))
        .InspectionDetailPage,
    }),
  },
  guardRoutes(
    { permission: 'inspections:edit', title: 'Edit Inspection', action: 'edit inspections' },
    [
      {
        path: PATHS.inspectionEdit,
        lazy: async () => ({
          Component: (await import('../features/inspections/detail/inspection-edit-page'))
            .InspectionEditPage,
        }),
      },
    ],
  ),
  {
    path: PATHS.viewInspections,
    lazy: async () => ({
      Component: (await import('../features/inspections/list/view-inspections-page'))
        .ViewInspectionsPage,
    }),
  },
];

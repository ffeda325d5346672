import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `maintenance.*` procedure needs (checked by trpc/authorization.test.ts). */
export const maintenanceRequirements = {
  'maintenance.status': 'session',
  'maintenance.get': 'settings:manage',
  'maintenance.setMaintenanceMode': 'settings:manage',
  'maintenance.setAutoBackup': 'settings:manage',
  'maintenance.backupNow': 'settings:manage',
  'maintenance.clearCache': 'settings:manage',
} satisfies ProcedureRequirements;

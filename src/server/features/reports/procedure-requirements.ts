import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `reports.*` procedure needs (checked by trpc/authorization.test.ts). */
export const reportsRequirements = {
  'reports.overview': 'reports:view_all',
  'reports.performance': 'reports:view_all',
  'reports.list': 'reports:view_all',
  'reports.get': 'reports:view_all',
  'reports.generate': 'reports:create',
  'reports.delete': 'reports:create',
  'reports.schedules.list': 'reports:view_all',
  'reports.schedules.update': 'reports:create',
  'reports.schedules.toggle': 'reports:create',
} satisfies ProcedureRequirements;

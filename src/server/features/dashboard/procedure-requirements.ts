import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `dashboard.*` procedure needs (checked by trpc/authorization.test.ts). */
export const dashboardRequirements = {
  // Figures narrowed to the inspections the user may see; activity narrowed by audit:view.
  'dashboard.summary': 'session',
  'dashboard.performance': 'session',
  'dashboard.analytics': 'session',
  'dashboard.recentActivity': 'session',
} satisfies ProcedureRequirements;

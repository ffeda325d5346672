import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `audit.*` procedure needs (checked by trpc/authorization.test.ts). */
export const auditRequirements = {
  'audit.list': 'audit:view',
  'audit.filterOptions': 'audit:view',
} satisfies ProcedureRequirements;

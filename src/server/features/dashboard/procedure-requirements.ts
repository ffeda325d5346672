import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `dashboard.*` procedure needs (checked by trpc/authorization.test.ts). */
export const dashboardRequirements = {} satisfies ProcedureRequirements;

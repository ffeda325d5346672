import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `audit.*` procedure needs (checked by trpc/authorization.test.ts). */
export const auditRequirements = {} satisfies ProcedureRequirements;

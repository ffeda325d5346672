import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `reports.*` procedure needs (checked by trpc/authorization.test.ts). */
export const reportsRequirements = {} satisfies ProcedureRequirements;

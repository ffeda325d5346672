import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `payments.*` procedure needs (checked by trpc/authorization.test.ts). */
export const paymentsRequirements = {} satisfies ProcedureRequirements;

import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `account.*` procedure needs (checked by trpc/authorization.test.ts). */
export const accountRequirements = {} satisfies ProcedureRequirements;

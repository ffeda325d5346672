import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `profile.*` procedure needs (checked by trpc/authorization.test.ts). */
export const profileRequirements = {} satisfies ProcedureRequirements;

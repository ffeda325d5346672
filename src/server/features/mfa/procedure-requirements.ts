import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `mfa.*` procedure needs (checked by trpc/authorization.test.ts). */
export const mfaRequirements = {} satisfies ProcedureRequirements;

import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `followups.*` procedure needs (checked by trpc/authorization.test.ts). */
export const followupsRequirements = {} satisfies ProcedureRequirements;

import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `defects.*` procedure needs (checked by trpc/authorization.test.ts). */
export const defectsRequirements = {} satisfies ProcedureRequirements;

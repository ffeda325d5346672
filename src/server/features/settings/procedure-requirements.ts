import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `settings.*` procedure needs (checked by trpc/authorization.test.ts). */
export const settingsRequirements = {} satisfies ProcedureRequirements;

import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `projects.*` procedure needs (checked by trpc/authorization.test.ts). */
export const projectsRequirements = {} satisfies ProcedureRequirements;

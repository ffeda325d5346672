import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `sessions.*` procedure needs (checked by trpc/authorization.test.ts). */
export const sessionsRequirements = {} satisfies ProcedureRequirements;

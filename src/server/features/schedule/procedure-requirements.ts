import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `schedule.*` procedure needs (checked by trpc/authorization.test.ts). */
export const scheduleRequirements = {} satisfies ProcedureRequirements;

import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `maintenance.*` procedure needs (checked by trpc/authorization.test.ts). */
export const maintenanceRequirements = {} satisfies ProcedureRequirements;

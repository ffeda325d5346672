import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `profile.*` procedure needs (checked by trpc/authorization.test.ts). */
export const profileRequirements = {
  // A user reads and saves only their own profile.
  'profile.get': 'session',
  'profile.save': 'session',
} satisfies ProcedureRequirements;

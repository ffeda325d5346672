import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `settings.*` procedure needs (checked by trpc/authorization.test.ts). */
export const settingsRequirements = {
  // A user's own dashboard widgets.
  'settings.widgets.get': 'session',
  'settings.widgets.save': 'session',
} satisfies ProcedureRequirements;

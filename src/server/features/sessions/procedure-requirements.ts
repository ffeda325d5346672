import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `sessions.*` procedure needs (checked by trpc/authorization.test.ts). */
export const sessionsRequirements = {
  // Everyone sees and ends their own; sessions:manage widens both to the tenant (service.ts).
  'sessions.list': 'session',
  'sessions.terminate': 'session',
  'sessions.getSettings': 'session',
  'sessions.saveSettings': 'settings:manage',
} satisfies ProcedureRequirements;

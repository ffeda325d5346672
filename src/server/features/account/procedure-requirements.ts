import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `account.*` procedure needs (checked by trpc/authorization.test.ts). */
export const accountRequirements = {
  'account.getPreferences': 'session',
  'account.savePreferences': 'session',
  'account.resetSettings': 'session',
  'account.changePassword': 'session',
  'account.deactivate': 'session',
} satisfies ProcedureRequirements;

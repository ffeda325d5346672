import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `mfa.*` procedure needs (checked by trpc/authorization.test.ts). */
export const mfaRequirements = {
  'mfa.getStatus': 'session',
  'mfa.generateSetup': 'session',
  'mfa.verify': 'session',
  'mfa.disable': 'session',
  'mfa.getPolicy': 'session',
  'mfa.setPolicy': 'settings:manage',
} satisfies ProcedureRequirements;

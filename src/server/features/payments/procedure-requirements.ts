import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `payments.*` procedure needs (checked by trpc/authorization.test.ts). */
export const paymentsRequirements = {
  'payments.summary': 'payments:view',
  'payments.list': 'payments:view',
  'payments.installerOptions': 'payments:view',
  'payments.inspectionOptions': 'payments:manage',
  'payments.record': 'payments:manage',
  'payments.markPaid': 'payments:manage',
  'payments.generateInvoice': 'payments:manage',
  'payments.settings.get': 'payments:view',
  'payments.settings.save': 'settings:manage',
} satisfies ProcedureRequirements;

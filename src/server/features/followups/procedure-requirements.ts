import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/**
 * What each `followups.*` procedure needs (checked by trpc/authorization.test.ts).
 * Without inspections:view_all the service narrows rows to the actor's own
 * inspections, assignments and creations (scope.ts).
 */
export const followupsRequirements = {
  'followups.list': 'followups:view',
  'followups.stats': 'followups:view',
  'followups.assignees': 'followups:view',
  'followups.create': 'followups:manage',
  'followups.complete': 'followups:manage',
  'followups.completeMany': 'followups:manage',
  'followups.updateProgress': 'followups:manage',
  'followups.reassign': 'followups:assign',
} satisfies ProcedureRequirements;

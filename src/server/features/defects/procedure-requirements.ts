import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/**
 * What each `defects.*` procedure needs (checked by trpc/authorization.test.ts).
 * Without inspections:view_all the service narrows rows to the actor's own
 * inspections, assignments and reports (scope.ts).
 */
export const defectsRequirements = {
  'defects.list': 'defects:view',
  'defects.stats': 'defects:view',
  'defects.get': 'defects:view',
  'defects.assignees': 'defects:view',
  'defects.inspectionOptions': 'defects:manage',
  'defects.create': 'defects:manage',
  'defects.createFromInspection': 'defects:manage',
  'defects.update': 'defects:manage',
  'defects.settings.get': 'defects:view',
  'defects.settings.save': 'settings:manage',
} satisfies ProcedureRequirements;

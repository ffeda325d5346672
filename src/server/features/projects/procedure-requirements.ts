import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `projects.*` procedure needs (checked by trpc/authorization.test.ts). */
export const projectsRequirements = {
  'projects.list': 'projects:view',
  'projects.get': 'projects:view',
  'projects.forInspection': 'projects:view',
  'projects.create': 'projects:manage',
  'projects.update': 'projects:manage',
  'projects.linkInspections': 'projects:manage',
  'projects.unlinkInspection': 'projects:manage',
} satisfies ProcedureRequirements;

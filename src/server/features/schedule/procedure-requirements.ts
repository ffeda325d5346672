import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `schedule.*` procedure needs (checked by trpc/authorization.test.ts). */
export const scheduleRequirements = {
  'schedule.calendar': 'schedule:view',
  'schedule.today': 'schedule:view',
  'schedule.stats': 'schedule:view',
  'schedule.inspectors': 'schedule:manage',
  'schedule.book': 'schedule:manage',
  'schedule.reschedule': 'schedule:manage',
  'schedule.cancel': 'schedule:manage',
  'schedule.complete': 'schedule:view',
} satisfies ProcedureRequirements;

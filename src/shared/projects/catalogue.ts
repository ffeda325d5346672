/** Project types (spec 02 "New Projects") and the measure each stands for. */
export const PROJECT_TYPES = ['EWI', 'IWI', 'CWI', 'RIRI'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  EWI: 'External Wall Insulation (EWI)',
  IWI: 'Internal Wall Insulation (IWI)',
  CWI: 'Cavity Wall Insulation (CWI)',
  RIRI: 'Room-in-Roof Insulation (RIRI)',
};

export const PROJECT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type ProjectPriority = (typeof PROJECT_PRIORITIES)[number];

/**
 * Not in the spec (docs/schedule-and-projects.md): a project starts in
 * planning, runs active, may pause on-hold, and ends completed. Any status may
 * be set from any other: a coordinator corrects mistakes.
 */
export const PROJECT_STATUSES = ['planning', 'active', 'on-hold', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  active: 'Active',
  'on-hold': 'On hold',
  completed: 'Completed',
};
/** "Open" projects (the home tile's badge): not completed. */
export const OPEN_PROJECT_STATUSES: readonly ProjectStatus[] = ['planning', 'active', 'on-hold'];

export const PROJECTS_PAGE_SIZE = 10;
export const MAX_LINKS_PER_CALL = 50;

/** Defect enumerations of spec 02 §3 'Defect'. */
export const DEFECT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];

export const DEFECT_CATEGORIES = [
  'installation',
  'safety',
  'documentation',
  'quality',
  'compliance',
] as const;
export type DefectCategory = (typeof DEFECT_CATEGORIES)[number];

export const DEFECT_STATUSES = ['open', 'in-progress', 'resolved'] as const;
export type DefectStatus = (typeof DEFECT_STATUSES)[number];

export const DEFECT_SEVERITY_LABELS: Record<DefectSeverity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const DEFECT_CATEGORY_LABELS: Record<DefectCategory, string> = {
  installation: 'Installation',
  safety: 'Safety',
  documentation: 'Documentation',
  quality: 'Quality',
  compliance: 'Compliance',
};

export const DEFECT_STATUS_LABELS: Record<DefectStatus, string> = {
  open: 'Open',
  'in-progress': 'In Progress',
  resolved: 'Resolved',
};

/** Tabs of the Defect Log: 'open' means not yet resolved (open or in progress). */
export const DEFECT_TABS = ['all', 'open', 'resolved', 'critical'] as const;
export type DefectTab = (typeof DEFECT_TABS)[number];
export const DEFECT_TAB_LABELS: Record<DefectTab, string> = {
  all: 'All',
  open: 'Open',
  resolved: 'Resolved',
  critical: 'Critical',
};

export const DEFECT_SORTS = [
  'createdAt',
  'dueDate',
  'severity',
  'reference',
  'title',
  'status',
] as const;
export type DefectSort = (typeof DEFECT_SORTS)[number];

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

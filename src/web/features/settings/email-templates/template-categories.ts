import type { EMAIL_TEMPLATE_CATEGORIES } from '@/shared/installers/catalogue';

export type TemplateCategory = (typeof EMAIL_TEMPLATE_CATEGORIES)[number];

/** The spec's filter list (spec 02 Admin Settings > Email Templates); 'Other' templates show under All. */
export const CATEGORY_FILTERS = [
  'welcome',
  'inspection',
  'compliance',
  'reminder',
  'follow-up',
] as const satisfies readonly TemplateCategory[];

export const CATEGORY_LABELS: Record<TemplateCategory, string> = {
  welcome: 'Welcome',
  inspection: 'Inspection',
  compliance: 'Compliance',
  reminder: 'Reminder',
  'follow-up': 'Follow-up',
  other: 'Other',
};

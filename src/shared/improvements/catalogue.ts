/** Process Improvement (spec 02 sections 3 and 5): enumerations, labels, defaults and limits. */
export const INITIATIVE_CATEGORIES = [
  'efficiency',
  'quality',
  'technology',
  'process',
  'automation',
  'analytics',
] as const;
export type InitiativeCategory = (typeof INITIATIVE_CATEGORIES)[number];

export const INITIATIVE_PRIORITIES = ['low', 'medium', 'high'] as const;
export type InitiativePriority = (typeof INITIATIVE_PRIORITIES)[number];

export const INITIATIVE_STATUSES = ['planning', 'in-progress', 'completed', 'on-hold'] as const;
export type InitiativeStatus = (typeof INITIATIVE_STATUSES)[number];

export const SUGGESTION_STATUSES = [
  'under-review',
  'approved',
  'in-development',
  'declined',
  'duplicate',
] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** Statuses a manager may set by hand ('duplicate' comes only from merging). */
export const SETTABLE_SUGGESTION_STATUSES = [
  'under-review',
  'approved',
  'in-development',
  'declined',
] as const;

export const METRIC_TRENDS = ['improving', 'declining', 'stable'] as const;
export type MetricTrend = (typeof METRIC_TRENDS)[number];

export const CATEGORY_LABELS: Record<InitiativeCategory, string> = {
  efficiency: 'Efficiency',
  quality: 'Quality',
  technology: 'Technology',
  process: 'Process',
  automation: 'Automation',
  analytics: 'Analytics',
};
export const PRIORITY_LABELS: Record<InitiativePriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};
export const INITIATIVE_STATUS_LABELS: Record<InitiativeStatus, string> = {
  planning: 'Planning',
  'in-progress': 'In Progress',
  completed: 'Completed',
  'on-hold': 'On Hold',
};
export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, string> = {
  'under-review': 'Under Review',
  approved: 'Approved',
  'in-development': 'In Development',
  declined: 'Declined',
  duplicate: 'Duplicate',
};
export const TREND_LABELS: Record<MetricTrend, string> = {
  improving: 'Improving',
  declining: 'Declining',
  stable: 'Stable',
};

/** Spec 02 section 5: initiative category efficiency, priority medium. */
export const INITIATIVE_DEFAULTS = {
  category: 'efficiency',
  priority: 'medium',
  status: 'planning',
  progress: 0,
} as const satisfies {
  category: InitiativeCategory;
  priority: InitiativePriority;
  status: InitiativeStatus;
  progress: number;
};

/** Spec 02 section 9: the dashboard shows the three most recent initiatives. */
export const DASHBOARD_INITIATIVES = 3;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5_000;
export const SHORT_TEXT_MAX = 1_000;
export const COMMENT_MAX = 2_000;
export const METRIC_NAME_MAX = 100;
export const METRIC_UNIT_MAX = 20;
export const SIMILAR_LIMIT = 5;

export const initiativeCreatedNotice = (title: string) =>
  `Initiative "${title}" created successfully!`;

/** Tabs of /improvements, held in the URL (?tab=). */
export const IMPROVEMENT_TABS = ['dashboard', 'initiatives', 'metrics', 'suggestions'] as const;
export type ImprovementTab = (typeof IMPROVEMENT_TABS)[number];

/** Sorts of the initiatives list (?sort=), newest first by default. */
export const INITIATIVE_SORTS = ['newest', 'votes', 'target-date', 'title'] as const;
export type InitiativeSort = (typeof INITIATIVE_SORTS)[number];
export const INITIATIVE_SORT_LABELS: Record<InitiativeSort, string> = {
  newest: 'Newest',
  votes: 'Most votes',
  'target-date': 'Target date',
  title: 'Title (A–Z)',
};

/** Sorts of the suggestions list (?suggestionSort=). */
export const SUGGESTION_SORTS = ['newest', 'votes', 'title'] as const;
export type SuggestionSort = (typeof SUGGESTION_SORTS)[number];
export const SUGGESTION_SORT_LABELS: Record<SuggestionSort, string> = {
  newest: 'Newest',
  votes: 'Most votes',
  title: 'Title (A–Z)',
};

/** Cards per page of the initiatives and suggestions lists ('Load more' fetches the next). */
export const IMPROVEMENTS_PAGE_SIZE = 12;
export const IMPROVEMENTS_PAGE_MAX = 50;
/** Suggestions offered as merge targets for one search. */
export const MERGE_TARGETS_LIMIT = 20;

/** The metrics the product computes itself (their targets are editable per tenant). */
export const COMPUTED_METRICS = [
  'first-time-pass-rate',
  'defect-resolution-days',
  'overdue-followups',
  'support-first-response-hours',
] as const;
export type ComputedMetricKey = (typeof COMPUTED_METRICS)[number];
/** Their targets until a manager changes them. */
export const COMPUTED_METRIC_DEFAULT_TARGETS: Record<ComputedMetricKey, number> = {
  'first-time-pass-rate': 95,
  'defect-resolution-days': 7,
  'overdue-followups': 0,
  'support-first-response-hours': 4,
};

// Without Zod: the header's search box and its result list (on every signed-in page) need only
// these, and taking them from records.ts would put Zod on the path of every page's first paint.

/** What the header's record search can list, in the order the groups are shown. */
export const RECORD_KINDS = [
  'inspection',
  'installer',
  'user',
  'defect',
  'project',
  'payment',
  'ticket',
  'document',
  'post',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const RECORD_KIND_LABELS: Record<RecordKind, string> = {
  inspection: 'Inspections',
  installer: 'Installers',
  user: 'Users',
  defect: 'Defects',
  project: 'Projects',
  payment: 'Payments',
  ticket: 'Support tickets',
  document: 'Guidance documents',
  post: 'News & updates',
};

/** Suggestions start at two characters (issue 15); shorter text only routes by keyword on submit. */
export const RECORD_SEARCH_MIN_LENGTH = 2;

import { z } from 'zod';

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
/** Rows per kind in the list under the box: enough to choose from, short enough for a phone. */
export const RECORD_SEARCH_PER_KIND = 5;

export const RecordSearchInput = z.strictObject({
  q: z
    .string()
    .trim()
    .min(RECORD_SEARCH_MIN_LENGTH, 'Type at least 2 characters to search.')
    .max(100, 'Search text can be at most 100 characters.'),
});

export type RecordHit = {
  kind: RecordKind;
  id: string;
  title: string;
  detail: string;
  href: string;
};

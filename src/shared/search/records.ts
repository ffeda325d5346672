import { z } from 'zod';

import {
  RECORD_KIND_LABELS,
  RECORD_KINDS,
  RECORD_SEARCH_MIN_LENGTH,
  type RecordKind,
} from './record-kinds';

export { RECORD_KIND_LABELS, RECORD_KINDS, RECORD_SEARCH_MIN_LENGTH, type RecordKind };

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

import type { Job } from '@/server/jobs/scheduler';
import { backfillInspectionChecklists } from './init';

/** Inspections registered before checklists existed get theirs, 500 per run. */
export const checklistBackfillJob: Job = {
  name: 'checklists-backfill',
  everyMs: 10 * 60_000,
  leaseMs: 5 * 60_000,
  run: ({ db }) => backfillInspectionChecklists(db),
};

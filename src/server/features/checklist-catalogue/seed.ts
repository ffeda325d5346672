import type { Db } from '@/server/db/client';
import { backfillInspectionChecklists } from './init';

/**
 * Demo inspections are inserted directly (not through registration), so each
 * gets its checklist here: the catalogue's version 1, with the wizard's
 * Pass/Fail answers as the first answers.
 */
export async function seedDemoChecklists(db: Db) {
  let initialised = 0;
  do {
    ({ initialised } = await backfillInspectionChecklists(db, 500));
  } while (initialised > 0);
}

import { and, count, gt, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '../../../shared/format';
import type { Database } from '../client';
import {
  importFiles,
  importRowErrors,
  importTemplateDownloads,
  inspections,
} from '../schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import { seedDemoData } from './demo-seed';

/** Issue 11: the demo held 56 results dated after today, which topped every 'recent' list. */
let database: Database;
const now = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, now, { installers: 10, inspections: 600 });
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('demo inspections', () => {
  it('never date a result after today', async () => {
    const today = todayInLondon(now);
    const [future] = await database.db
      .select({ n: count() })
      .from(inspections)
      .where(
        and(
          inArray(inspections.status, ['PASSED', 'FAILED']),
          or(gt(inspections.completedDate, today), gt(inspections.scheduledDate, today)),
        ),
      );
    expect(future!.n).toBe(0);
    const [done] = await database.db
      .select({ n: count() })
      .from(inspections)
      .where(inArray(inspections.status, ['PASSED', 'FAILED']));
    expect(done!.n).toBeGreaterThan(100);
  });

  it('still schedule some open visits ahead', async () => {
    const [ahead] = await database.db
      .select({ n: count() })
      .from(inspections)
      .where(gt(inspections.scheduledDate, todayInLondon(now)));
    expect(ahead!.n).toBeGreaterThan(0);
  });
});

describe('demo imports (issue 14)', () => {
  it('give /import a history: one completed, one with row errors and its report, one dry run', async () => {
    const files = await database.db.select().from(importFiles).orderBy(importFiles.createdAt);
    expect(
      files.map((f) => [f.fileName, f.status, f.phase, f.inserted, f.importErrors, f.errorCount]),
    ).toEqual([
      ['EWI tracker - October.csv', 'completed', 'done', 12, 0, 0],
      ['CWI tracker - north.csv', 'completed', 'done', 7, 3, 3],
      ['RIRI tracker - week 47.csv', 'pending', 'checked', 0, 0, 0],
    ]);
    expect(files.map((f) => f.kind)).toEqual(['EWI', 'CWI', 'RIRI']);
    const errors = await database.db
      .select({ message: importRowErrors.message })
      .from(importRowErrors)
      .where(inArray(importRowErrors.importId, [files[1]!.id]));
    expect(errors).toHaveLength(3);
    const [imported] = await database.db
      .select({ n: count() })
      .from(inspections)
      .where(inArray(inspections.measureCode, ['EWI', 'CWI']));
    expect(imported!.n).toBeGreaterThanOrEqual(19);
    const downloads = await database.db.select().from(importTemplateDownloads);
    expect(downloads.length).toBeGreaterThan(0);
  });
});

import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { auditLog, inspections } from './schema/index';
import { createInspection } from '../test-support/inspections';
import { openTestDatabase } from '../test-support/test-database';

// Migration 0049 (decision 015): rows the old single-page form filed as 'Enhanced Monitoring' under
// REGULATORY_REQUIREMENT become QUALITY_ASSURANCE, audited; a real 'Regulatory Requirement' stays.
// The test database is migrated already, so the rows are written first and the migration run again
// on them: it must be safe to run twice.
const migration = readFileSync(
  new URL('../../../drizzle/0049_enhanced_monitoring_trigger.sql', import.meta.url),
  'utf8',
);

describe('migration 0049: Enhanced Monitoring is Quality Assurance', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('rewrites the old form rows with an audit row and leaves real regulatory ones', async () => {
    const { db } = database;
    const old = await createInspection(db, {
      trigger: 'REGULATORY_REQUIREMENT',
      triggerLabel: 'Enhanced Monitoring',
    });
    const regulatory = await createInspection(db, {
      trigger: 'REGULATORY_REQUIREMENT',
      triggerLabel: 'Regulatory Requirement',
    });

    await db.execute(sql.raw(migration));
    await db.execute(sql.raw(migration)); // a second run changes nothing more

    const [rewritten] = await db.select().from(inspections).where(eq(inspections.id, old.id));
    expect(rewritten).toMatchObject({ trigger: 'QUALITY_ASSURANCE', version: old.version + 1 });
    const [kept] = await db.select().from(inspections).where(eq(inspections.id, regulatory.id));
    expect(kept).toMatchObject({ trigger: 'REGULATORY_REQUIREMENT', version: regulatory.version });

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'inspection'), eq(auditLog.action, 'update')));
    expect(audits.map((a) => a.resourceId)).toEqual([old.id]);
    expect(audits[0]!.details).toMatchObject({
      reference: old.reference,
      changes: { trigger: { from: 'REGULATORY_REQUIREMENT', to: 'QUALITY_ASSURANCE' } },
    });
  });
});

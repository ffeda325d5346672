import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import {
  fundingSchemes,
  inspections,
  lodgedMeasures,
  samplingRules,
  workTypes,
} from '@/server/db/schema/index';
import { createInspection } from '@/server/test-support/inspections';
import { createInstaller } from '@/server/test-support/installers';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant } from '@/server/test-support/users';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import { seedDemoSampling } from './seed';

let database: Database;
const T = DEFAULT_TENANT_ID;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await createTenant(db, 'other-tenant');
  const installer = await createInstaller(db, { name: 'Acme Cavity' });
  for (const measureCode of ['CWI', 'CWI', 'EWI', 'IWI'])
    await createInspection(db, { installerId: installer.id, measureCode });
  await createInspection(db, { installerId: null, measureCode: 'CWI' });
  await seedDemoSampling(db, { tenantId: T, now: new Date('2026-03-01T12:00:00Z'), users: [] });
}, 60_000);
afterAll(async () => {
  await database.close();
});

describe('the monitoring demo seed', () => {
  it('makes the work types, funding schemes and a first version of the rules for the tenant only', async () => {
    const { db } = database;
    const codes = await db
      .select({ code: workTypes.code })
      .from(workTypes)
      .where(eq(workTypes.tenantId, T));
    expect(codes.map((c) => c.code)).toContain('DW-101');
    const schemes = await db
      .select({ name: fundingSchemes.name })
      .from(fundingSchemes)
      .where(eq(fundingSchemes.tenantId, T))
      .orderBy(fundingSchemes.sortOrder);
    expect(schemes.map((s) => s.name)).toEqual([
      'ECO4',
      'GBIS',
      'Warm Homes: Local Grant',
      'Social Housing Fund',
      'Other',
    ]);
    const rules = await db.select().from(samplingRules);
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ tenantId: T, baseRateBp: 500, smallInstallerThreshold: 100 });
    const [other] = await db
      .select({ n: count() })
      .from(workTypes)
      .where(eq(workTypes.tenantId, 'other-tenant'));
    expect(other!.n).toBe(0);
  });

  it('links each inspection of a measure with a work type to a lodged measure of the same installer and category', async () => {
    const { db } = database;
    const rows = await db
      .select({
        measureCode: inspections.measureCode,
        inspectionInstaller: inspections.installerId,
        measureInstaller: lodgedMeasures.installerId,
        category: lodgedMeasures.measureCategory,
        line1: lodgedMeasures.addressLine1,
        address: inspections.addressLine1,
      })
      .from(inspections)
      .innerJoin(lodgedMeasures, eq(lodgedMeasures.id, inspections.lodgedMeasureId))
      .where(and(eq(inspections.tenantId, T), isNotNull(inspections.lodgedMeasureId)));
    // CWI, CWI and EWI have work types; IWI has none in the demo subset; no installer, no measure.
    expect(rows.map((r) => r.measureCode).sort()).toEqual(['CWI', 'CWI', 'EWI']);
    for (const row of rows) {
      expect(row.measureInstaller).toBe(row.inspectionInstaller);
      expect(row.category).toBe(row.measureCode);
      expect(row.line1).toBe(row.address);
    }
    const [all] = await db.select({ n: count() }).from(lodgedMeasures);
    expect(all!.n).toBe(3 * 4);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { samplingRules } from '@/server/db/schema/index';
import { createInspection } from '@/server/test-support/inspections';
import { createInstaller } from '@/server/test-support/installers';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant, createUser, type User } from '@/server/test-support/users';
import { forbiddenMessage } from '@/server/trpc/requirement';
import { DEFAULT_TENANT_ID as T } from '@/shared/roles';
import { seedSamplingCatalogue } from './catalogue-seed';
import { lodgeMeasures } from './test-kit';

let database: Database;
let coordinator: User;
let inspector: User;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await createTenant(db, 'other-tenant');
  coordinator = await createUser(db, { role: 'COORDINATOR' });
  inspector = await createUser(db, { role: 'INSPECTOR' });
  await seedSamplingCatalogue(db, T);
  await seedSamplingCatalogue(db, 'other-tenant');
  const acme = await createInstaller(db, { name: 'Acme Walls' });
  const bright = await createInstaller(db, {
    name: 'Bright Lofts',
    monitoringType: 'Enhanced',
    monitoringStartDate: '2025-01-01',
  });
  const cosy = await createInstaller(db, { name: 'Cosy Homes' });
  const lodge = (
    installerId: string,
    workTypeCode: string,
    count: number,
    date: string,
    schemeCode = 'GBIS',
  ) =>
    lodgeMeasures(db, {
      tenantId: T,
      installerId,
      workTypeCode,
      schemeCode,
      installedDate: date,
      count,
    });
  const inspect = (lodgedMeasureId: string, status: 'PASSED' | 'FAILED' | 'PENDING') =>
    createInspection(db, {
      lodgedMeasureId,
      status,
      completedDate: status === 'PENDING' ? null : '2026-03-20',
    });

  // Acme: 120 measures in 2026-Q1, so not small; cavity under ECO4 on the quarter's first day.
  const cavity = await lodge(acme.id, 'DW-101', 100, '2026-01-01', 'ECO4');
  await lodge(acme.id, 'DW-126', 20, '2026-03-31');
  await lodge(acme.id, 'DW-101', 7, '2026-04-01'); // the next quarter: not in Q1's population
  for (const id of cavity.slice(0, 3)) await inspect(id, 'PASSED');
  await inspect(cavity[3]!, 'FAILED'); // failed, then passed on a revisit: achieved once, failed
  await inspect(cavity[3]!, 'PASSED');
  await inspect(cavity[4]!, 'PENDING'); // not completed: not achieved
  // Bright: small (10 measures) and under enhanced monitoring.
  await lodge(bright.id, 'DW-103', 10, '2026-02-10');
  // Cosy: 2 of 4 inspected lofts failed in 2025-Q4 (50%), so Pathway A governs its 2026-Q1.
  const earlier = await lodge(cosy.id, 'DW-143', 10, '2025-11-05');
  for (const [i, status] of (['FAILED', 'FAILED', 'PASSED', 'PASSED'] as const).entries())
    await inspect(earlier[i]!, status);
  await lodge(cosy.id, 'DW-143', 40, '2026-01-20');
  // Another tenant's measures never reach this tenant's plan.
  const outsider = await createInstaller(db, { tenantId: 'other-tenant', name: 'Elsewhere Ltd' });
  await lodgeMeasures(db, {
    tenantId: 'other-tenant',
    installerId: outsider.id,
    workTypeCode: 'DW-101',
    schemeCode: 'ECO4',
    installedDate: '2026-02-01',
    count: 30,
  });
}, 60_000);
afterAll(async () => {
  await database.close();
});

const plan = (quarter: string) => callerFor(database.db, coordinator).sampling.plan({ quarter });

describe('sampling.plan', () => {
  it('gives each installer and category its population, rate, required, achieved and outstanding', async () => {
    const result = await plan('2026-Q1');
    const rows = result.rows.map((r) => [
      r.installerName,
      r.measureCategory,
      r.population,
      r.ratePercent,
      r.basis,
      r.required,
      r.achieved,
      r.outstanding,
      r.failed,
      r.failRatePercent,
      r.band,
      r.governingBand,
    ]);
    expect(rows).toEqual([
      ['Acme Walls', 'CWI', 100, 5, 'base', 5, 4, 1, 1, 25, 'Pathway B', null],
      ['Acme Walls', 'EWI', 20, 5, 'base', 1, 0, 1, 0, null, null, null],
      ['Bright Lofts', 'CWI', 10, 10, 'small_installer', 1, 0, 1, 0, null, null, null],
      ['Cosy Homes', 'LOFT', 40, 20, 'fail_rate_band', 8, 0, 8, 0, null, null, 'Pathway A'],
    ]);
    expect(result.totals).toEqual({
      population: 170,
      required: 15,
      achieved: 4,
      outstanding: 11,
      failed: 1,
      failRatePercent: 25,
    });
  });

  it('totals each funding scheme over its measures', async () => {
    const result = await plan('2026-Q1');
    expect(result.schemes.map((s) => [s.schemeName, s.population, s.achieved, s.failed])).toEqual([
      ['ECO4', 100, 4, 1],
      ['GBIS', 70, 0, 0],
    ]);
  });

  it('judges the previous quarter by its own figures', async () => {
    const result = await plan('2025-Q4');
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({
      installerName: 'Cosy Homes',
      population: 10,
      basis: 'small_installer',
      required: 1,
      achieved: 4,
      failRatePercent: 50,
      band: 'Pathway A',
    });
  });

  it('judges each quarter by the rules in force on its first day', async () => {
    await database.db.insert(samplingRules).values({
      tenantId: T,
      effectiveFrom: '2026-04-01',
      baseRateBp: 1000,
      minimumPerGroup: 2,
      enhancedRateBp: 1500,
      failRateBands: [],
      smallInstallerThreshold: 5,
      smallInstallerRateBp: 0,
      inspectionStage: 'mid',
    });
    const q1 = await plan('2026-Q1');
    expect(q1.rules.baseRatePercent).toBe(5);
    expect(q1.totals.required).toBe(15);
    const q2 = await plan('2026-Q2');
    expect(q2.rules).toMatchObject({ effectiveFrom: '2026-04-01', baseRatePercent: 10 });
    // Acme's 7 cavity measures of Q2: 10% is 1, but the new minimum is 2.
    expect(q2.rows.map((r) => [r.installerName, r.population, r.required])).toEqual([
      ['Acme Walls', 7, 2],
    ]);
  });

  it('refuses a quarter that is not one', async () => {
    await expect(plan('2026-Q5')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is for administrators and coordinators only', async () => {
    await expect(
      callerFor(database.db, inspector).sampling.plan({ quarter: '2026-Q1' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: forbiddenMessage('sampling:view') });
  });
});
